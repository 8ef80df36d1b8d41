import { orgApi } from '../../api/orgs'

/** The operator's units (a division admin's divisions) as tree-select choices: 用户组's filter, 角色's 限定单位. */
export async function orgChoices() {
  const nodes = await orgApi.orgTree({ whole: 'true' })
  type Choice = { value: string; title: string; children: Choice[] }
  const byCode = new Map<string, Choice>()
  const roots: Choice[] = []
  for (const node of nodes) {
    const choice: Choice = { value: node.code, title: node.name, children: [] }
    byCode.set(node.code, choice)
    const parent = node.parentCode ? byCode.get(node.parentCode) : undefined
    if (parent) parent.children.push(choice)
    else roots.push(choice)
  }
  return roots
}
