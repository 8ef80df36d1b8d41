import type { GroupMember } from '@contract/online-send'
import { sectionMembers } from '@/features/online-send/member-grouping'

const member = (userName: string, nameSpelling: string, type: GroupMember['type'] = 'MEMBER'): GroupMember => ({
  accountName: userName,
  userName,
  nameSpelling,
  type,
  identityTypeCode: 'student',
  ins_code: null,
  orgPath: '',
  mobile: null,
  email: null,
  mayReceive: true,
})

describe('group members grouped by nameSpelling (spec §3, §6)', () => {
  it('puts OWNER then MANAGERMENT first, then members under their first letter, A–Z, # last', () => {
    const sections = sectionMembers([
      member('赵六', 'zhaoliu'),
      member('王芳', 'wangfang', 'MANAGERMENT'),
      member('李明', 'liming'),
      member('陈静', 'chenjing', 'OWNER'),
      member('刘洋', 'liuyang'),
      member('Ω', ''),
    ])
    expect(sections.map((section) => section.title)).toEqual(['负责人 / 管理员', 'L', 'Z', '#'])
    expect(sections[0]!.members.map((m) => m.userName)).toEqual(['陈静', '王芳'])
    expect(sections[1]!.members.map((m) => m.userName)).toEqual(['李明', '刘洋'])
  })
})
