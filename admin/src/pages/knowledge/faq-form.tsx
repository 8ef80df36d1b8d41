import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd'
import { FAQ_ANSWER_MAX, FAQ_SIMILAR_MAX, type DeskFaq } from '@contract/admin-desk'
import { ROBOT_TEXT_MAX } from '@contract/paths/robot'

export interface FaqValues {
  question: string
  answer: string
  similar: string[]
  category: string
  hot: boolean
  sort: number
  enabled: boolean
}

const EMPTY: FaqValues = { question: '', answer: '', similar: [], category: '', hot: false, sort: 100, enabled: true }

/**
 * A knowledge-base entry's fields in a dialog: 问题, 答案, 相似问法 (other ways to ask; the robot matches them too),
 * 分类, 热门问题 and its order, 启用. `fixedQuestion`: answering an unanswered question (its text is kept).
 */
export function FaqForm(props: {
  title: string
  open: boolean
  initial?: DeskFaq | { question: string }
  fixedQuestion?: boolean
  onCancel: () => void
  onSave: (values: FaqValues) => Promise<boolean>
}) {
  const [form] = Form.useForm<FaqValues>()
  return (
    <Modal
      title={props.title}
      open={props.open}
      width={640}
      okText="保存"
      destroyOnClose
      onCancel={props.onCancel}
      onOk={async () => {
        const values = await form.validateFields()
        await props.onSave({
          ...values,
          question: values.question.trim(),
          answer: values.answer.trim(),
          category: (values.category ?? '').trim(),
        })
      }}
    >
      <Form<FaqValues> form={form} layout="vertical" preserve={false} initialValues={{ ...EMPTY, ...props.initial }}>
        <Form.Item name="question" label="问题" rules={[{ required: true, whitespace: true, message: '请输入问题' }]}>
          <Input data-testid="faq-question" maxLength={ROBOT_TEXT_MAX} disabled={props.fixedQuestion} />
        </Form.Item>
        <Form.Item name="answer" label="答案" rules={[{ required: true, whitespace: true, message: '请输入答案' }]}>
          <Input.TextArea data-testid="faq-answer" autoSize={{ minRows: 3, maxRows: 8 }} maxLength={FAQ_ANSWER_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="similar"
          label="相似问法"
          extra="学生换个说法问时机器人也能答上；输入后按回车添加"
          rules={[{ type: 'array', max: FAQ_SIMILAR_MAX, message: `最多 ${FAQ_SIMILAR_MAX} 个相似问法` }]}
        >
          <Select data-testid="faq-similar" mode="tags" open={false} placeholder="如：补办校园卡去哪里" />
        </Form.Item>
        <Form.Item name="category" label="分类">
          <Input maxLength={20} placeholder="如：教务、生活" />
        </Form.Item>
        <Form.Item name="hot" label="热门问题" valuePropName="checked" extra="热门问题按排序显示在客服页面的最前面">
          <Switch data-testid="faq-hot" />
        </Form.Item>
        <Form.Item name="sort" label="排序（小的在前）">
          <InputNumber min={0} max={9999} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  )
}
