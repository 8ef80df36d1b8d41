import { useCallback, useEffect, useState } from 'react'
import { App, Button, Card, Form, Space, Spin, Tag } from 'antd'
import {
  PageContainer,
  ProForm,
  ProFormDateTimePicker,
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components'
import dayjs, { type Dayjs } from 'dayjs'
import { useNavigate, useParams } from 'react-router-dom'
import type { ConsoleArticle, ConsoleArticleSaveBody, ConsoleColumn } from '@contract/admin-cms'
import type { MediaType } from '@contract/cms'
import { consoleApi } from '../../api/console'
import { homeContentApi } from '../../api/home-content'
import { MediaField } from '../../components/media-field'
import { ruleOf } from '../../components/rule'
import { RichTextEditor } from '../../components/rich-text-editor'
import { useWrite } from '../../components/use-write'
import {
  articleMediaProblems,
  articleScheduleProblem,
  CONSOLE_ARTICLE_MEDIA,
  mediaProblem,
  type ArticleMediaFields,
} from '@contract/home-content-rules'
import { PhonePreview } from './phone-preview'
import { STATUS_LABEL } from '../article-status'

/** The portal's news cards show a cover at 110 × 80 (`news-item-card.scss`): covers are cropped to that shape. */
const COVER_CROP = { aspect: 110 / 80, title: '裁剪封面（与资讯卡片同比例）' }

type Fields = Pick<ConsoleArticleSaveBody, 'columnId' | 'title' | 'releaseDeptName' | 'summary' | 'content' | 'titleImage'> & {
  releaseStartTime?: Dayjs
  offlineTime?: Dayjs | null
  /** 图集 only when the portal side made the article: the console leaves its media alone. */
  mediaType: MediaType
  videoUrl?: string
  poster?: string
}

/** The save body's media: 图文 or 视频 as chosen (the server clears a 图文 article's video), nothing for a 图集. */
const mediaOf = (mediaType: MediaType, videoUrl?: string, poster?: string): Partial<ArticleMediaFields> =>
  mediaType === 'gallery' ? {} : { mediaType, videoUrl: videoUrl ?? '', poster: poster ?? '' }

/** One field of a 视频 article by the server's rule, against the hosts it allows. */
const videoRule = (field: 'videoUrl' | 'poster', hosts: readonly string[]) =>
  ruleOf(
    (value?: string) =>
      articleMediaProblems({ mediaType: 'video', [field]: value ?? '' }, hosts).find((problem) => problem.field === field)?.message ?? null,
  )

/** The form's values of a loaded article (times as dayjs for the pickers). */
const fieldsOf = (article: ConsoleArticle): Fields => ({
  ...article,
  releaseStartTime: dayjs(article.releaseStartTime),
  offlineTime: article.offlineTime ? dayjs(article.offlineTime) : null,
})

/** Create or edit an article; 保存 keeps its status, 保存并发布 publishes; a stale copy offers a reload. */
export default function ArticleEdit() {
  const { id } = useParams()
  const articleId = id ? Number(id) : undefined
  const navigate = useNavigate()
  const { message } = App.useApp()
  const [form] = Form.useForm<Fields>()
  const [columns, setColumns] = useState<ConsoleColumn[]>([])
  const [article, setArticle] = useState<ConsoleArticle>()
  const [busy, setBusy] = useState(false)
  const [previewing, setPreviewing] = useState(false)
  const [hosts, setHosts] = useState<string[]>([])

  const load = useCallback(() => {
    if (articleId === undefined) return
    consoleApi
      .articleDetail({ id: articleId })
      .then((loaded) => {
        setArticle(loaded)
        form.setFieldsValue(fieldsOf(loaded))
      })
      .catch((error: Error) => message.error(error.message))
  }, [articleId, form, message])
  useEffect(load, [load])
  useEffect(() => {
    void consoleApi.columnList().then(setColumns)
    // A video may also be an address on a host the portal allows (the pop-up's video rule); the server checks again.
    void homeContentApi.linkRules().then((rules) => setHosts(rules.hosts))
  }, [])

  const write = useWrite('资讯', load)

  const save = async (publish: boolean) => {
    const values = await form.validateFields().catch(() => undefined)
    if (!values) return
    const { releaseStartTime, offlineTime, mediaType, videoUrl, poster, ...fields } = values
    const schedule = { releaseStartTime: releaseStartTime?.toISOString(), offlineTime: offlineTime?.toISOString() ?? null }
    setBusy(true)
    let saved: ConsoleArticle | undefined
    await write(
      async () => {
        saved = await consoleApi.articleSave({
          ...fields,
          ...schedule,
          ...mediaOf(mediaType, videoUrl, poster),
          content: fields.content ?? '',
          titleImage: fields.titleImage ?? '',
          id: articleId,
          updatedAt: article?.updatedAt,
        })
        if (publish && saved.status !== 'published') {
          saved = await consoleApi.articleStatus({ id: saved.id, status: 'published', updatedAt: saved.updatedAt })
        }
      },
      publish ? '已发布，门户即时可见' : '已保存',
    )
    setBusy(false)
    if (!saved) return
    setArticle(saved)
    form.setFieldsValue(fieldsOf(saved))
    if (articleId === undefined) navigate(`/articles/${saved.id}`, { replace: true })
  }

  if (articleId !== undefined && !article) return <Spin style={{ display: 'block', margin: '80px auto' }} />
  return (
    <PageContainer
      title={articleId === undefined ? '新建资讯' : '编辑资讯'}
      tags={article && <Tag color={STATUS_LABEL[article.status].color}>{STATUS_LABEL[article.status].text}</Tag>}
      extra={[
        article && (
          <Button key="preview" onClick={() => setPreviewing(true)}>
            手机预览
          </Button>
        ),
        <Button key="back" onClick={() => navigate('/articles')}>
          返回列表
        </Button>,
      ]}
    >
      <Card>
        <ProForm<Fields>
          form={form}
          layout="vertical"
          style={{ maxWidth: 880 }}
          initialValues={{ content: '', mediaType: 'article' }}
          submitter={false}
        >
          <ProFormText
            name="title"
            label="标题"
            placeholder="资讯标题"
            rules={[{ required: true, whitespace: true, message: '请填写标题' }, { max: 200 }]}
          />
          <ProForm.Group size="large">
            <ProFormSelect
              name="columnId"
              label="栏目"
              width="sm"
              placeholder="选择栏目"
              rules={[{ required: true, message: '请选择栏目' }]}
              options={columns.map((column) => ({ value: column.id, label: column.name + (column.enabled ? '' : '（已隐藏）') }))}
            />
            <ProFormText
              name="releaseDeptName"
              label="发布部门"
              width="md"
              placeholder="如：教务处"
              rules={[{ required: true, whitespace: true, message: '请填写发布部门' }, { max: 100 }]}
            />
          </ProForm.Group>
          <ProFormRadio.Group
            name="mediaType"
            label="类型"
            extra="视频资讯在门户详情页显示海报与播放按钮，点开播放"
            options={[
              ...Object.entries(CONSOLE_ARTICLE_MEDIA).map(([value, label]) => ({ value, label })),
              ...(article?.mediaType === 'gallery' ? [{ value: 'gallery', label: '图集（在门户端编辑）', disabled: true }] : []),
            ]}
            fieldProps={{ optionType: 'button', buttonStyle: 'solid', disabled: article?.mediaType === 'gallery' }}
          />
          <ProFormDependency name={['mediaType']}>
            {({ mediaType }) =>
              mediaType === 'video' && (
                <>
                  <Form.Item
                    name="videoUrl"
                    label="视频"
                    required
                    extra="mp4；上传，或填写本站 / 允许域名下的地址"
                    rules={[videoRule('videoUrl', hosts)]}
                  >
                    <MediaField video accept="video/mp4" />
                  </Form.Item>
                  <Form.Item name="poster" label="海报" extra="播放前显示；不填则用封面图" rules={[videoRule('poster', hosts)]}>
                    <MediaField />
                  </Form.Item>
                </>
              )
            }
          </ProFormDependency>
          <ProForm.Group size="large" align="start">
            <ProFormDateTimePicker
              name="releaseStartTime"
              label="发布时间"
              width="sm"
              extra="发布后到这个时间才在门户显示；不填为发布时"
              fieldProps={{ showTime: { format: 'HH:mm' }, format: 'YYYY-MM-DD HH:mm' }}
            />
            <ProFormDateTimePicker
              name="offlineTime"
              label="下线时间"
              width="sm"
              extra="到时门户不再显示；不填为不下线"
              dependencies={['releaseStartTime']}
              fieldProps={{ showTime: { format: 'HH:mm' }, format: 'YYYY-MM-DD HH:mm' }}
              rules={[
                {
                  // The server's own rule, shown under the field before anything is sent.
                  validator: async (_, value?: Dayjs | null) => {
                    const release = form.getFieldValue('releaseStartTime') as Dayjs | undefined
                    const problem = articleScheduleProblem(release?.toISOString(), value?.toISOString())
                    if (problem) throw new Error(problem)
                  },
                },
              ]}
            />
          </ProForm.Group>
          <Form.Item
            name="titleImage"
            label="封面图"
            extra="列表中显示在标题旁；可空"
            rules={[
              {
                // The server's rule: an upload or another file of this site.
                validator: async (_, value?: string) => {
                  const problem = value?.trim() ? mediaProblem(value, [], '封面图') : undefined
                  if (problem) throw new Error(problem)
                },
              },
            ]}
          >
            <MediaField crop={COVER_CROP} />
          </Form.Item>
          <ProFormTextArea name="summary" label="摘要" extra="不填则取正文前 80 字" fieldProps={{ rows: 2 }} rules={[{ max: 300 }]} />
          <Form.Item name="content" label="正文" extra="保存时服务器会清理不安全的内容（脚本、外站图片等）">
            <RichTextEditor />
          </Form.Item>
          <Space>
            <Button loading={busy} onClick={() => void save(false)}>
              {article && article.status !== 'draft' ? '保存' : '保存草稿'}
            </Button>
            <Button type="primary" loading={busy} onClick={() => void save(true)}>
              {article?.status === 'published' ? '保存并更新' : '保存并发布'}
            </Button>
          </Space>
        </ProForm>
      </Card>
      {article && <PhonePreview article={article} open={previewing} onClose={() => setPreviewing(false)} />}
    </PageContainer>
  )
}
