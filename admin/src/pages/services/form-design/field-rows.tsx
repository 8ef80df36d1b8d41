import { Button, Card, Form, Input, InputNumber, Select, Space, Switch, Tooltip } from 'antd'
import { FORM_FIELD_KIND_NAMES, FORM_FIELD_KINDS, FORM_IMAGES_MAX, type FormFieldKind } from '@contract/form-field-rules'

const CHOOSES: FormFieldKind[] = ['select', 'multiselect']
const UPLOADS: FormFieldKind[] = ['images', 'attachments']
const TEXTS: FormFieldKind[] = ['text', 'textarea']
const ORDERED: FormFieldKind[] = ['date', 'time', 'datetime']

/** A new field's name: field1, field2, … not taken yet. */
export function nextFieldName(taken: string[]): string {
  let n = taken.length + 1
  while (taken.includes(`field${n}`)) n += 1
  return `field${n}`
}

/** 表单字段: add, edit, reorder, remove; the kind decides which settings a field has. */
export function FieldRows() {
  const form = Form.useFormInstance()
  return (
    <Form.List name="fields">
      {(rows, { add, remove, move }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {rows.map((row, index) => (
            <Card
              key={row.key}
              size="small"
              data-testid="form-field-row"
              title={`字段 ${index + 1}`}
              extra={
                <Space>
                  <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                    上移
                  </Button>
                  <Button size="small" disabled={index === rows.length - 1} onClick={() => move(index, index + 1)}>
                    下移
                  </Button>
                  <Button size="small" danger onClick={() => remove(index)}>
                    删除
                  </Button>
                </Space>
              }
            >
              <Space wrap align="start">
                <Form.Item
                  name={[row.name, 'label']}
                  label="名称"
                  rules={[{ required: true, whitespace: true, message: '请填写字段名称' }, { max: 40 }]}
                >
                  <Input placeholder="如：借用日期" style={{ width: 180 }} />
                </Form.Item>
                <Form.Item name={[row.name, 'kind']} label="类型" rules={[{ required: true, message: '请选择类型' }]}>
                  <Select
                    virtual={false}
                    listHeight={400}
                    style={{ width: 140 }}
                    options={FORM_FIELD_KINDS.map((kind) => ({ value: kind, label: FORM_FIELD_KIND_NAMES[kind] }))}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'required']} label="必填" valuePropName="checked">
                  <Switch />
                </Form.Item>
                <Tooltip title="字母开头，字母、数字或 _；保存后用于摘要 {标识}">
                  <Form.Item
                    name={[row.name, 'name']}
                    label="标识"
                    rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{0,39}$/, message: '字母开头，只含字母、数字、_' }]}
                  >
                    <Input style={{ width: 120 }} />
                  </Form.Item>
                </Tooltip>
                <Form.Item noStyle shouldUpdate>
                  {() => {
                    const kind = form.getFieldValue(['fields', row.name, 'kind']) as FormFieldKind | undefined
                    const others = ((form.getFieldValue('fields') ?? []) as { name?: string; label?: string; kind?: string }[]).filter(
                      (other, at) => at !== index && other.kind === kind && other.name,
                    )
                    return (
                      <>
                        {kind && CHOOSES.includes(kind) && (
                          <Form.Item
                            name={[row.name, 'options']}
                            label="选项"
                            rules={[{ required: true, type: 'array', min: 1, message: '至少一个选项' }]}
                          >
                            <Select mode="tags" style={{ minWidth: 240 }} placeholder="输入选项后回车" tokenSeparators={['，', ',']} />
                          </Form.Item>
                        )}
                        {kind && TEXTS.includes(kind) && (
                          <Form.Item name={[row.name, 'maxLength']} label="最多字数">
                            <InputNumber min={1} max={2000} />
                          </Form.Item>
                        )}
                        {kind && UPLOADS.includes(kind) && (
                          <Form.Item name={[row.name, 'maxCount']} label="最多个数">
                            <InputNumber min={1} max={FORM_IMAGES_MAX} />
                          </Form.Item>
                        )}
                        {kind === 'integer' && (
                          <>
                            <Form.Item name={[row.name, 'min']} label="最小值">
                              <InputNumber />
                            </Form.Item>
                            <Form.Item name={[row.name, 'max']} label="最大值">
                              <InputNumber />
                            </Form.Item>
                          </>
                        )}
                        {kind && ORDERED.includes(kind) && others.length > 0 && (
                          <Form.Item name={[row.name, 'after']} label="须晚于">
                            <Select
                              allowClear
                              style={{ width: 160 }}
                              options={others.map((other) => ({ value: other.name, label: other.label || other.name }))}
                            />
                          </Form.Item>
                        )}
                      </>
                    )
                  }}
                </Form.Item>
              </Space>
            </Card>
          ))}
          <Button
            type="dashed"
            block
            onClick={() => {
              const taken = ((form.getFieldValue('fields') ?? []) as { name?: string }[]).map((field) => field.name ?? '')
              add({ name: nextFieldName(taken), label: '', kind: 'text', required: true })
            }}
          >
            添加字段
          </Button>
        </Space>
      )}
    </Form.List>
  )
}
