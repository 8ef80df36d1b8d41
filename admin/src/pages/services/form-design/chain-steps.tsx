import { Button, Card, Form, Input, InputNumber, Radio, Select, Space } from 'antd'
import type { FormGroupChoice } from '@contract/admin-forms'
import { ASSIGNEE_KIND_NAMES, CHAIN_ORG_ROLE_NAMES, CHAIN_ORG_ROLES } from '@contract/form-chain-rules'
import { formsApi } from '../../../api/forms'
import { PersonPicker, type PersonOption } from '../../people/person-picker'

/** The designer's people search: username values, labelled with name and unit. */
export const searchPeople = async (keyword: string): Promise<PersonOption[]> =>
  (await formsApi.serviceFormPeople({ keyword })).map((person) => ({
    value: person.username,
    label: `${person.name}（${person.username}）${person.orgName ? ` · ${person.orgName}` : ''}`,
  }))

/** 审批流程: steps in order, each by a role in the applicant's unit, named people or a user group; any/all; overdue hours. */
export function ChainSteps({ groups }: { groups: FormGroupChoice[] }) {
  const form = Form.useFormInstance()
  return (
    <Form.List name="steps">
      {(rows, { add, remove, move }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {rows.map((row, index) => (
            <Card
              key={row.key}
              size="small"
              data-testid="form-step-row"
              title={`第 ${index + 1} 步`}
              extra={
                <Space>
                  <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                    上移
                  </Button>
                  <Button size="small" disabled={index === rows.length - 1} onClick={() => move(index, index + 1)}>
                    下移
                  </Button>
                  <Button size="small" danger disabled={rows.length === 1} onClick={() => remove(index)}>
                    删除
                  </Button>
                </Space>
              }
            >
              <Space wrap align="start">
                <Form.Item
                  name={[row.name, 'name']}
                  label="步骤名称"
                  rules={[{ required: true, whitespace: true, message: '请填写步骤名称' }, { max: 20 }]}
                >
                  <Input placeholder="如：辅导员审核" style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name={[row.name, 'kind']} label="审批人">
                  <Select
                    style={{ width: 190 }}
                    options={Object.entries(ASSIGNEE_KIND_NAMES).map(([value, label]) => ({ value, label }))}
                  />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {() => {
                    const kind = form.getFieldValue(['steps', row.name, 'kind']) as keyof typeof ASSIGNEE_KIND_NAMES
                    if (kind === 'orgRole')
                      return (
                        <Form.Item name={[row.name, 'role']} label="角色" rules={[{ required: true, message: '请选择角色' }]}>
                          <Select
                            style={{ width: 140 }}
                            options={CHAIN_ORG_ROLES.map((role) => ({ value: role, label: CHAIN_ORG_ROLE_NAMES[role] }))}
                          />
                        </Form.Item>
                      )
                    if (kind === 'group')
                      return (
                        <Form.Item name={[row.name, 'groupCode']} label="用户组" rules={[{ required: true, message: '请选择用户组' }]}>
                          <Select
                            showSearch
                            optionFilterProp="label"
                            style={{ width: 240 }}
                            options={groups.map((group) => ({ value: group.code, label: `${group.name}（${group.memberCount} 人）` }))}
                          />
                        </Form.Item>
                      )
                    return (
                      <Form.Item
                        name={[row.name, 'usernames']}
                        label="人员"
                        rules={[{ required: true, type: 'array', min: 1, message: '请选择审批人' }]}
                        style={{ minWidth: 280 }}
                      >
                        <PersonPicker multiple search={searchPeople} />
                      </Form.Item>
                    )
                  }}
                </Form.Item>
                <Form.Item name={[row.name, 'mode']} label="多人时">
                  <Radio.Group
                    options={[
                      { value: 'any', label: '任一人同意' },
                      { value: 'all', label: '全部同意' },
                    ]}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'overdueHours']} label="逾期（小时）" extra="不填按全局规则">
                  <InputNumber min={1} max={720} />
                </Form.Item>
              </Space>
            </Card>
          ))}
          <Button type="dashed" block onClick={() => add({ name: '', kind: 'person', mode: 'any', usernames: [] })}>
            添加步骤
          </Button>
        </Space>
      )}
    </Form.List>
  )
}
