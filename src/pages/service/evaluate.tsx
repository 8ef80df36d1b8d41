import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Rate, TextArea } from '@nutui/nutui-react-taro'
import { Switch } from '@/components/switch'
import { BUTTON_ROLE } from '@/components/a11y'
import { DetailPage } from '@/components/detail-page'
import { ImageAlbum, ImageAlbumInput } from '@/components/image-album'
import { useListLoader } from '@/components/use-list-loader'
import { useSubmit } from '@/components/use-submit'
import { useFormFields, type FieldRules } from '@/components/use-form-fields'
import { fileUrl } from '@/lib/upload'
import { evaluateService, fetchEvaluations, fetchServiceDetail } from '@/features/services/api'
import { parseRouteId } from '@/lib/route-id'
import type { EvaluateBody, Evaluation, ServiceDetail } from '@contract/services'
import { EVALUATION_TAGS } from '@contract/services-constants'
import { SubmitButton } from '@/components/submit-button'
import './evaluate.scss'

const TEXT_MAX = 140

interface EvaluationFields {
  stars: number
  tags: string[]
  content: string
  images: string[]
  anonymous: boolean
}

const EVALUATION_RULES: FieldRules<EvaluationFields> = {
  stars: [{ validator: (stars) => stars >= 1, message: '请先选择评分' }],
  content: [{ validator: (content) => content.length <= TEXT_MAX, message: `评价内容最多 ${TEXT_MAX} 字` }],
}

function EvaluationList({ serviceId, version }: { serviceId: number; version: number }) {
  const list = useListLoader<Evaluation>((page, size) => fetchEvaluations(serviceId, page, size), {
    keyOf: (e) => e.id,
    deps: [serviceId, version],
  })
  if (list.items.length === 0) return null
  return (
    <View className="portal-card evaluate__list" data-testid="evaluation-list">
      <Text className="evaluate__title">全部评价（{list.total}）</Text>
      {list.items.map((e) => (
        <View key={e.id} className="evaluate__item">
          <View className="evaluate__item-head">
            <Text className="evaluate__who">
              {e.userName}
              {e.mine ? '（我）' : ''}
            </Text>
            <Text className="evaluate__stars">
              {'★'.repeat(e.stars)}
              {'☆'.repeat(5 - e.stars)}
            </Text>
          </View>
          {e.tags.length > 0 && <Text className="evaluate__item-tags">{e.tags.join(' · ')}</Text>}
          {e.content && <Text className="evaluate__content">{e.content}</Text>}
          <ImageAlbum urls={e.images.map(fileUrl)} label={`${e.userName}的评价图片`} />
          <Text className="evaluate__time">{e.updatedAt.slice(0, 10)}</Text>
        </View>
      ))}
      {list.hasMore && (
        <Text className="evaluate__more" onClick={() => void list.loadMore()} {...BUTTON_ROLE}>
          加载更多
        </Text>
      )}
    </View>
  )
}

function EvaluateForm({ detail, onSaved }: { detail: ServiceDetail; onSaved: (average: number, count: number) => void }) {
  const mine = detail.myEvaluation
  const form = useFormFields<EvaluationFields>(
    () => ({
      stars: mine?.stars ?? 0,
      tags: mine?.tags ?? [],
      content: mine?.content ?? '',
      images: mine?.images ?? [],
      anonymous: mine?.anonymous ?? false,
    }),
    { rules: EVALUATION_RULES },
  )
  const { stars, tags, content, images, anonymous } = form.values
  const [uploading, setUploading] = useState(false)

  const save = useSubmit(
    () =>
      evaluateService({
        serviceId: detail.service.serviceId,
        stars,
        tags: tags as EvaluateBody['tags'],
        content: content.trim(),
        images,
        anonymous,
      }),
    {
      validate: form.validate,
      failure: '评价失败',
      success: mine ? '评价已更新' : '评价成功',
      onSuccess: (answer) => onSaved(answer.ratingAverage, answer.ratingCount),
    },
  )

  return (
    <View className="portal-card evaluate__form" data-testid="evaluate-form">
      <Text className="evaluate__title">{mine ? '修改我的评价' : '我的评价'}</Text>
      <Rate count={5} value={stars} onChange={form.set('stars')} aria-label="评分" />
      <View className="evaluate__tags">
        {EVALUATION_TAGS.map((tag) => (
          <Text
            key={tag}
            className={`evaluate__tag ${tags.includes(tag) ? 'evaluate__tag--on' : ''}`}
            aria-pressed={tags.includes(tag)}
            onClick={() => form.setValues({ tags: tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag] })}
            {...BUTTON_ROLE}
          >
            {tag}
          </Text>
        ))}
      </View>
      <TextArea
        value={content}
        onChange={form.set('content')}
        maxLength={TEXT_MAX}
        showCount
        placeholder="说说你的使用感受（选填）"
        aria-label="评价内容"
      />
      <View data-testid="evaluate-images">
        <ImageAlbumInput files={images} onChange={form.set('images')} label="图片" onBusyChange={setUploading} />
      </View>
      <View className="evaluate__row">
        <Text className="evaluate__label">匿名评价</Text>
        <Switch checked={anonymous} onChange={form.set('anonymous')} aria-label="匿名评价" />
      </View>
      <SubmitButton submit={save} type="primary" block disabled={uploading} {...BUTTON_ROLE}>
        {mine ? '更新评价' : '提交评价'}
      </SubmitButton>
    </View>
  )
}

/** 评价: 5 stars, quick tags, text ≤ 140, up to 9 images (3 per row), anonymous; one per user (editable). */
export default function EvaluatePage() {
  const { params } = useRouter()
  const serviceId = parseRouteId(params.serviceId)
  const [rating, setRating] = useState<{ average: number; count: number } | null>(null)
  const [version, setVersion] = useState(0)
  return (
    <DetailPage<ServiceDetail>
      deps={[serviceId]}
      load={() => (serviceId !== null ? fetchServiceDetail(serviceId) : Promise.resolve(null))}
      notFoundText="服务不存在或您无权使用"
      render={(detail) => {
        const average = rating?.average ?? detail.service.ratingAverage
        const count = rating?.count ?? detail.service.ratingCount
        return (
          <View className="evaluate">
            <View className="portal-card evaluate__summary">
              <Text className="evaluate__name">{detail.service.serviceName}</Text>
              <Text className="evaluate__average" data-testid="rating-average">
                {count > 0 ? average.toFixed(1) : '—'}
              </Text>
              <Text className="evaluate__count" data-testid="rating-count">
                {count > 0 ? `${count} 人评价` : '还没有人评价'}
              </Text>
            </View>
            <EvaluateForm
              detail={detail}
              onSaved={(a, c) => {
                setRating({ average: a, count: c })
                setVersion((v) => v + 1)
              }}
            />
            <EvaluationList serviceId={detail.service.serviceId} version={version} />
          </View>
        )
      }}
    />
  )
}
