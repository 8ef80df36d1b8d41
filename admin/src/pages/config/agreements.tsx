import { useCallback, useEffect, useRef, useState } from 'react'
import { App, Button, Descriptions, Empty, Modal, Spin, Tag } from 'antd'
import { ModalForm, PageContainer, ProCard, ProForm, ProFormText, ProTable, type ProFormInstance } from '@ant-design/pro-components'
import type { AgreementOverview, AgreementPublishBody, AgreementVersion, AgreementVersionSummary } from '@contract/admin-agreements'
import { AGREEMENT_TITLE_MAX, AGREEMENT_VERSION_MAX, versionLabelProblem } from '@contract/agreement-kinds'
import { agreementApi } from '../../api/agreements'
import { RichTextEditor } from '../../components/rich-text-editor'

const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false })

/** A version's text (sanitised by the server when published), in a sandboxed frame: no script of it can run here. */
function AgreementText({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={`<meta charset="utf-8"><body style="font:14px/1.7 system-ui,sans-serif;color:#3a3c40;margin:8px 16px">${html}</body>`}
      style={{ width: '100%', height: 320, border: '1px solid #f0f0f0', borderRadius: 6 }}
    />
  )
}

type PublishFields = Omit<AgreementPublishBody, 'kind'>

/** 发布新版本: label (not empty, not the current one), title and text; the server's refusal shows at its field. */
function PublishForm({ text, onPublished }: { text: AgreementOverview; onPublished: () => void }) {
  const { message } = App.useApp()
  const formRef = useRef<ProFormInstance<PublishFields>>()
  const current = text.current
  return (
    <ModalForm<PublishFields>
      title={`发布新版${text.label}`}
      formRef={formRef}
      width={760}
      trigger={
        <Button type="primary" data-testid={`publish-${text.kind}`}>
          发布新版本
        </Button>
      }
      modalProps={{ destroyOnClose: true, okText: '发布', maskClosable: false }}
      initialValues={{ version: '', title: current?.title ?? text.label, content: current?.content ?? '' }}
      onFinish={async (values) => {
        try {
          await agreementApi.agreementPublish({ kind: text.kind, ...values })
        } catch (error) {
          const reason = (error as Error).message
          if (/版本号/.test(reason)) formRef.current?.setFields([{ name: 'version', errors: [reason] }])
          else message.error(reason)
          return false
        }
        message.success(`已发布${text.label} ${values.version.trim()} 版，已登录的用户下次打开时需重新同意`)
        onPublished()
        return true
      }}
    >
      <ProFormText
        name="version"
        label="版本号"
        placeholder={current ? `当前为 ${current.version}，请填写新的版本号` : '如 2027.1'}
        fieldProps={{ maxLength: AGREEMENT_VERSION_MAX }}
        rules={[
          {
            validator: async (_: unknown, value: string | undefined) => {
              const problem = versionLabelProblem(value ?? '', current?.version)
              if (problem) throw new Error(problem)
            },
          },
        ]}
      />
      <ProFormText
        name="title"
        label="标题"
        fieldProps={{ maxLength: AGREEMENT_TITLE_MAX }}
        rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
      />
      <ProForm.Item
        name="content"
        label="正文"
        rules={[
          {
            validator: async (_: unknown, value: string | undefined) => {
              if (!value?.trim()) throw new Error('请填写正文')
            },
          },
        ]}
      >
        <RichTextEditor />
      </ProForm.Item>
    </ModalForm>
  )
}

/** One text: the version in force with its text, every version (who published it, when) and viewing an old one. */
function AgreementCard({ text, onPublished, onView }: { text: AgreementOverview; onPublished: () => void; onView: (id: number) => void }) {
  const current = text.current
  return (
    <ProCard
      title={text.label}
      bordered
      headerBordered
      extra={<PublishForm text={text} onPublished={onPublished} />}
      data-testid={`agreement-${text.kind}`}
    >
      {current ? (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="当前版本">
              <Tag color="green" data-testid={`current-${text.kind}`}>
                {current.version}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label="标题">{current.title}</Descriptions.Item>
            <Descriptions.Item label="发布人">{current.publishedByName}</Descriptions.Item>
            <Descriptions.Item label="发布时间">{when(current.publishedAt)}</Descriptions.Item>
          </Descriptions>
          <AgreementText html={current.content} title={`${text.label}当前版本`} />
        </>
      ) : (
        <Empty description="尚未发布" />
      )}
      <ProTable<AgreementVersionSummary>
        style={{ marginTop: 16 }}
        headerTitle="历史版本"
        rowKey="id"
        search={false}
        options={false}
        pagination={false}
        size="small"
        dataSource={text.history}
        columns={[
          {
            title: '版本号',
            dataIndex: 'version',
            width: 120,
            render: (_, row) => (
              <>
                {row.version} {row.id === current?.id ? <Tag color="green">当前</Tag> : null}
              </>
            ),
          },
          { title: '标题', dataIndex: 'title', ellipsis: true },
          { title: '发布人', dataIndex: 'publishedByName', width: 120 },
          { title: '发布时间', dataIndex: 'publishedAt', width: 180, render: (_, row) => when(row.publishedAt) },
          {
            title: '操作',
            valueType: 'option',
            width: 80,
            render: (_, row) => [
              <Button key="view" type="link" size="small" onClick={() => onView(row.id)}>
                查看
              </Button>,
            ],
          },
        ]}
      />
    </ProCard>
  )
}

/**
 * 协议与隐私 (全局管理员): 用户协议 and 隐私政策 as versions. Publishing one keeps the old versions; every signed-in person
 * is asked to consent again the next time they open or return to the portal.
 */
export default function AgreementsPage() {
  const { message } = App.useApp()
  const [texts, setTexts] = useState<AgreementOverview[]>()
  const [viewing, setViewing] = useState<AgreementVersion | 'loading'>()

  const load = useCallback(() => {
    agreementApi
      .agreementOverview()
      .then(setTexts)
      .catch((error: Error) => message.error(error.message))
  }, [message])
  useEffect(load, [load])

  const view = (id: number) => {
    setViewing('loading')
    agreementApi
      .agreementVersion({ id })
      .then(setViewing)
      .catch((error: Error) => {
        setViewing(undefined)
        message.error(error.message)
      })
  }

  return (
    <PageContainer>
      <ProCard direction="column" gutter={[0, 16]} loading={!texts} ghost>
        {texts?.map((text) => (
          <AgreementCard key={text.kind} text={text} onPublished={load} onView={view} />
        ))}
        <Modal
          open={viewing !== undefined}
          title={viewing && viewing !== 'loading' ? `${viewing.title}（${viewing.version} 版）` : '版本全文'}
          footer={null}
          width={760}
          onCancel={() => setViewing(undefined)}
        >
          {viewing === 'loading' || !viewing ? (
            <Spin />
          ) : (
            <>
              <p style={{ color: '#888' }}>
                {viewing.publishedByName} 发布于 {when(viewing.publishedAt)}
              </p>
              <AgreementText html={viewing.content} title={`${viewing.version} 版全文`} />
            </>
          )}
        </Modal>
      </ProCard>
    </PageContainer>
  )
}
