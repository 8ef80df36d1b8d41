import { Card, Form } from 'antd'
import { ProForm, ProFormList, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components'
import { MediaField } from '../../components/media-field'

/** The 办事指南 group of 服务编辑, in the shape the portal renders it (lists one line each; attachments uploaded). */
export function GuideFields() {
  return (
    <Card title="办事指南">
      <ProFormTextArea name="conditions" label="办理条件" extra="每行一条" fieldProps={{ rows: 3 }} />
      <ProFormTextArea name="materials" label="所需材料" extra="每行一条" fieldProps={{ rows: 3 }} />
      <ProFormList name="steps" label="办理流程" creatorButtonProps={{ creatorButtonText: '添加步骤' }} copyIconProps={false}>
        <ProForm.Group>
          <ProFormText
            name="title"
            placeholder="步骤标题"
            width="sm"
            rules={[{ required: true, whitespace: true, message: '请填写步骤标题' }]}
          />
          <ProFormText name="detail" placeholder="说明" width="lg" />
        </ProForm.Group>
      </ProFormList>
      <ProForm.Group size="large">
        <ProFormTextArea name="timePlace" label="办理时间与地点" width="lg" fieldProps={{ rows: 2 }} />
        <ProFormTextArea name="fees" label="收费标准" width="md" fieldProps={{ rows: 2 }} />
      </ProForm.Group>
      <ProFormList name="faq" label="常见问题" creatorButtonProps={{ creatorButtonText: '添加问题' }} copyIconProps={false}>
        <ProForm.Group>
          <ProFormText
            name="question"
            placeholder="问题"
            width="md"
            rules={[{ required: true, whitespace: true, message: '请填写问题' }]}
          />
          <ProFormText name="answer" placeholder="回答" width="lg" rules={[{ required: true, whitespace: true, message: '请填写回答' }]} />
        </ProForm.Group>
      </ProFormList>
      <ProFormList name="attachments" label="附件" creatorButtonProps={{ creatorButtonText: '添加附件' }} copyIconProps={false}>
        <ProForm.Group>
          <ProFormText
            name="name"
            placeholder="附件名称"
            width="sm"
            rules={[{ required: true, whitespace: true, message: '请填写附件名称' }]}
          />
          <Form.Item name="url" rules={[{ required: true, message: '请上传附件' }]} style={{ width: 460 }}>
            <MediaField attachment accept=".pdf,.doc,.docx,.xls,.xlsx,.zip,image/*" />
          </Form.Item>
        </ProForm.Group>
      </ProFormList>
      <ProFormSelect name="related" label="相关服务" mode="tags" extra="填写服务编号，如 FW0001" placeholder="服务编号" />
    </Card>
  )
}
