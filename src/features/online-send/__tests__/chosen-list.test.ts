import { ChooseListStore } from '@/features/online-send/choose-list-store'
import { chipLabel, externalEntry, groupEntry, normaliseChosen, orgEntry, personEntry } from '@/features/online-send/chosen-list'

describe('the chosen list (spec §3)', () => {
  it('orders groups, organisations, persons, phones, emails and keeps the chosen order within a kind', () => {
    const list = normaliseChosen([
      externalEntry('email', 'a@b.cn'),
      personEntry('2026001', '李明'),
      externalEntry('phone', '13900000001'),
      orgEntry('sfdx-cs-2301', '计科2301班'),
      groupEntry('grp-1', '课题组'),
      personEntry('t1001', '王芳'),
      orgEntry('sfdx-cs-ai', '人工智能系'),
    ])
    expect(list.map((entry) => entry.name)).toEqual(['课题组', '计科2301班', '人工智能系', '李明', '王芳', '13900000001', 'a@b.cn'])
  })

  it('de-duplicates by accountName, group_code, ins_code and contactsNumber (emails case-insensitively)', () => {
    const store = new ChooseListStore()
    store.add(personEntry('2026001', '李明'), orgEntry('sfdx', '示范大学'), groupEntry('g', '组'))
    store.add(personEntry('2026001', '李明（重复）'), orgEntry('sfdx', 'x'), groupEntry('g', 'y'))
    store.add(
      externalEntry('phone', '13900000001'),
      externalEntry('phone', ' 13900000001 '),
      externalEntry('email', 'A@B.cn'),
      externalEntry('email', 'a@b.cn'),
    )
    expect(store.items).toHaveLength(5)
    expect(store.items[2]!.name).toBe('李明')
    store.toggle(personEntry('2026001', '李明'))
    expect(store.has(personEntry('2026001', ''))).toBe(false)
    store.clear()
    expect(store.items).toEqual([])
  })

  it('labels chips by kind', () => {
    expect(chipLabel(orgEntry('sfdx', '示范大学'))).toBe('机构·示范大学')
    expect(chipLabel(externalEntry('phone', '13900000001'))).toBe('手机·13900000001')
    expect(chipLabel(personEntry('2026001', '李明'))).toBe('李明')
  })
})

describe('external contacts (spec §5 validators)', () => {
  const { externalContactProblem } = jest.requireActual(
    '@/features/online-send/external-contact',
  ) as typeof import('@/features/online-send/external-contact')
  const none = () => false
  it('refuses malformed phones and emails with the reason, and duplicates', () => {
    expect(externalContactProblem('phone', '11345678901', none)).toMatch('手机号格式不正确')
    expect(externalContactProblem('phone', '1391234567', none)).toMatch('手机号格式不正确')
    expect(externalContactProblem('phone', '13912345678', none)).toBeNull()
    expect(externalContactProblem('email', 'a@b', none)).toMatch('邮箱格式不正确')
    expect(externalContactProblem('email', 'a@b.cn', none)).toBeNull()
    expect(externalContactProblem('phone', '', none)).toBe('请输入手机号')
    expect(externalContactProblem('phone', '13912345678', () => true)).toBe('该联系人已添加')
  })
})
