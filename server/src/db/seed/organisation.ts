import type { OrgUnitKind } from '../schema/index'

export interface DemoOrgUnit {
  code: string
  name: string
  parentCode: string | null
  kind: OrgUnitKind
}

/** The root of the demo institution's organisation tree. */
export const DEMO_SCHOOL_CODE = 'sfdx'

/**
 * 示范大学's organisation: colleges with departments and this year's classes, and the offices that run
 * the campus. Generated people (online send) are placed in these classes and departments.
 */
const COLLEGES: { code: string; name: string; departments: [string, string][]; classes: [string, string][] }[] = [
  {
    code: 'sfdx-cs',
    name: '计算机科学与技术学院',
    departments: [
      ['sfdx-cs-se', '软件工程系'],
      ['sfdx-cs-cs', '计算机科学系'],
      ['sfdx-cs-ai', '人工智能系'],
    ],
    classes: [
      ['sfdx-cs-2301', '计科2301班'],
      ['sfdx-cs-2302', '计科2302班'],
      ['sfdx-cs-se2301', '软工2301班'],
      ['sfdx-cs-ai2401', '智能2401班'],
    ],
  },
  {
    code: 'sfdx-em',
    name: '经济管理学院',
    departments: [
      ['sfdx-em-acc', '会计学系'],
      ['sfdx-em-fin', '金融学系'],
    ],
    classes: [
      ['sfdx-em-acc2301', '会计2301班'],
      ['sfdx-em-fin2401', '金融2401班'],
      ['sfdx-em-phd2025', '管理学博士2025级'],
    ],
  },
  {
    code: 'sfdx-fl',
    name: '外国语学院',
    departments: [
      ['sfdx-fl-en', '英语系'],
      ['sfdx-fl-jp', '日语系'],
    ],
    classes: [
      ['sfdx-fl-en2301', '英语2301班'],
      ['sfdx-fl-jp2401', '日语2401班'],
    ],
  },
  {
    code: 'sfdx-me',
    name: '机械工程学院',
    departments: [
      ['sfdx-me-md', '机械设计系'],
      ['sfdx-me-auto', '自动化系'],
    ],
    classes: [
      ['sfdx-me-md2301', '机设2301班'],
      ['sfdx-me-auto2401', '自动化2401班'],
    ],
  },
]

const OFFICES: [string, string][] = [
  ['sfdx-jwc', '教务处'],
  ['sfdx-xgc', '学生工作处'],
  ['sfdx-lib', '图书馆'],
  ['sfdx-nic', '网络与信息中心'],
  ['sfdx-cwc', '财务处'],
]

export const DEMO_ORG_UNITS: DemoOrgUnit[] = [
  { code: DEMO_SCHOOL_CODE, name: '示范大学', parentCode: null, kind: 'school' },
  ...COLLEGES.flatMap((college) => [
    { code: college.code, name: college.name, parentCode: DEMO_SCHOOL_CODE, kind: 'college' as const },
    ...college.departments.map(([code, name]) => ({ code, name, parentCode: college.code, kind: 'department' as const })),
    ...college.classes.map(([code, name]) => ({ code, name, parentCode: college.code, kind: 'class' as const })),
  ]),
  ...OFFICES.map(([code, name]) => ({ code, name, parentCode: DEMO_SCHOOL_CODE, kind: 'office' as const })),
]
