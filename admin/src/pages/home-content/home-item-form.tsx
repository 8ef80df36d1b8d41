import { DatePicker, Form } from 'antd'
import { ProFormCheckbox, ProFormDependency, ProFormRadio, ProFormText } from '@ant-design/pro-components'
import type { Dayjs } from 'dayjs'
import { homeItemProblems, IDENTITY_LABEL, type HomeContentKind, type Identity } from '@contract/home-content-rules'
import { MediaField } from '../../components/media-field'
import { KIND } from './kinds'

export type Fields = {
  title: string
  image?: string
  mediaType?: 'image' | 'video'
  videoUrl?: string
  link?: string
  window?: [Dayjs | null, Dayjs | null]
  identities?: Identity[]
}

/** The form's values as the rule and the server take them. */
export const itemOf = (fields: Fields) => ({
  title: fields.title ?? '',
  image: fields.image ?? '',
  mediaType: fields.mediaType ?? 'image',
  videoUrl: fields.videoUrl ?? '',
  link: fields.link ?? '',
  startTime: fields.window?.[0]?.toISOString() ?? null,
  endTime: fields.window?.[1]?.toISOString() ?? null,
  identities: fields.identities ?? [],
})

/** The edit form's fields; each field's check is the server's own rule, the same message under the field. */
export function HomeItemFields({ kind, hosts }: { kind: HomeContentKind; hosts: readonly string[] }) {
  const shape = KIND[kind]
  const ruleFor =
    (name: keyof Fields) =>
    ({ getFieldsValue }: { getFieldsValue: (all: true) => unknown }) => ({
      validator: async () => {
        const problem = homeItemProblems(kind, itemOf(getFieldsValue(true) as Fields), [...hosts]).find(
          (found) => (found.field === 'startTime' || found.field === 'endTime' ? 'window' : found.field) === name,
        )
        if (problem) throw new Error(problem.message)
      },
    })
  return (
    <>
      <ProFormText
        name="title"
        label="标题"
        required
        rules={[ruleFor('title')]}
        placeholder={kind === 'marquee' ? '如：12 月 1 日起图书馆延长开放' : '显示给用户的标题'}
      />
      {shape.popup && (
        <ProFormRadio.Group
          name="mediaType"
          label="类型"
          options={[
            { value: 'image', label: '图片' },
            { value: 'video', label: '视频' },
          ]}
        />
      )}
      {shape.image && (
        <Form.Item name="image" label={shape.image} required rules={[ruleFor('image')]}>
          <MediaField />
        </Form.Item>
      )}
      {shape.popup && (
        <ProFormDependency name={['mediaType']}>
          {({ mediaType }) =>
            mediaType === 'video' && (
              <Form.Item name="videoUrl" label="视频" required rules={[ruleFor('videoUrl')]}>
                <MediaField video accept="video/mp4" />
              </Form.Item>
            )
          }
        </ProFormDependency>
      )}
      <ProFormText
        name="link"
        label={shape.linkLabel}
        extra={shape.linkHelp}
        required={kind === 'floatingBox'}
        rules={[ruleFor('link')]}
        placeholder={kind === 'floatingBox' ? '/pagesA/news/news?columnCode=tzgg&idToken={idToken}' : '/pagesA/news/detail?id=12'}
      />
      <Form.Item
        name="window"
        label="有效期"
        required={shape.popup}
        rules={[ruleFor('window')]}
        extra={shape.popup ? '开始和结束都要填' : '可空；只填开始或结束表示另一端不限'}
      >
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowEmpty={[!shape.popup, !shape.popup]} />
      </Form.Item>
      {shape.popup && (
        <ProFormCheckbox.Group
          name="identities"
          label="面向人群"
          rules={[ruleFor('identities')]}
          extra="不选则面向所有人（含未登录的访客）"
          options={Object.entries(IDENTITY_LABEL).map(([value, text]) => ({ value, label: text }))}
        />
      )}
    </>
  )
}
