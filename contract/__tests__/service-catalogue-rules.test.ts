import {
  handOffProblems,
  noticeProblem,
  SERVICE_STATUSES,
  SERVICE_TRANSITIONS,
  transitionLabel,
  transitionProblem,
  type HandOffFields,
} from '../service-catalogue-rules'

const HOSTS = ['127.0.0.1', 'apps.example.edu.cn:8443']
const h5: HandOffFields = {
  engineType: 'h5',
  loadPath: '/demo-apps/grades',
  appId: '',
  path: '',
  iconUrl: '/portal-api/v1/files/icon',
  attachmentUrl: '',
  shareUrl: '',
}
const fields = (problems: { field: string }[]) => problems.map((problem) => problem.field)

describe('service catalogue rules (server refusal and console form alike)', () => {
  it('the lifecycle allows exactly the moves of issue 35; every other one is refused in Chinese', () => {
    const allowed = SERVICE_STATUSES.flatMap((from) => SERVICE_TRANSITIONS[from].map((to) => `${from}→${to}`))
    expect(allowed.sort()).toEqual(
      [
        'draft→published',
        'published→maintenance',
        'maintenance→published',
        'published→offline',
        'maintenance→offline',
        'offline→published',
      ].sort(),
    )
    for (const from of SERVICE_STATUSES)
      for (const to of SERVICE_STATUSES) {
        const problem = transitionProblem(from, to)
        if (allowed.includes(`${from}→${to}`)) expect(problem).toBeUndefined()
        else expect(problem).toMatch(/^[\u4e00-\u9fa5]/)
      }
    expect(transitionProblem('offline', 'maintenance')).toBe('已下线的服务不能改为维护中')
    expect(transitionLabel('maintenance', 'published')).toBe('恢复')
    expect(transitionLabel('draft', 'published')).toBe('发布')
  })

  it('a maintenance notice is required and at most 200 characters', () => {
    expect(noticeProblem(' ')).toMatch(/请填写维护说明/)
    expect(noticeProblem('维'.repeat(200))).toBeUndefined()
    expect(noticeProblem('维'.repeat(201))).toMatch(/200/)
  })

  it('hand-off: an address per engine, allowed hosts only, an icon, a weapp AppID', () => {
    expect(handOffProblems(h5, HOSTS)).toEqual([])
    expect(handOffProblems({ ...h5, loadPath: 'https://apps.example.edu.cn:8443/x?t={idToken}' }, HOSTS)).toEqual([])
    expect(fields(handOffProblems({ ...h5, loadPath: 'https://evil.example.com/x' }, HOSTS))).toEqual(['loadPath'])
    expect(fields(handOffProblems({ ...h5, loadPath: '//evil.example.com/x' }, HOSTS))).toEqual(['loadPath'])
    expect(fields(handOffProblems({ ...h5, iconUrl: '' }, HOSTS))).toEqual(['iconUrl'])
    expect(fields(handOffProblems({ ...h5, shareUrl: 'javascript:alert(1)' }, HOSTS))).toEqual(['shareUrl'])
    expect(fields(handOffProblems({ ...h5, engineType: 'native', loadPath: 'pages/x' }, HOSTS))).toEqual(['loadPath'])
    expect(fields(handOffProblems({ ...h5, engineType: 'weapp', loadPath: '', appId: 'wx12', path: '' }, HOSTS))).toEqual(['appId', 'path'])
    expect(handOffProblems({ ...h5, engineType: 'weapp', loadPath: '', appId: 'wx0123456789abcdef', path: 'pages/index' }, HOSTS)).toEqual(
      [],
    )
    expect(fields(handOffProblems({ ...h5, engineType: 'form', appId: '' }, HOSTS))).toEqual(['appId'])
  })
})
