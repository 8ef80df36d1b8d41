import { useEffect, useRef } from 'react'
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { ALBUM_MAX, chooseAndUploadImages, fileUrl } from '@/lib/upload'
import { BUTTON_ROLE } from './a11y'
import { useSubmit } from './use-submit'
import './image-album.scss'

const preview = (urls: string[], index: number) => void Taro.previewImage({ urls, current: urls[index]! }).catch(() => undefined)

/**
 * Images to look at, 3 per row (spec §9 album); tapping one previews them all. `urls` are addresses as the
 * server gave them (an uploaded file id becomes one with `fileUrl`).
 */
export function ImageAlbum({ urls, label }: { urls: string[]; label: string }) {
  if (urls.length === 0) return null
  return (
    <View className="image-album" role="list" aria-label={label}>
      {urls.map((url, index) => (
        <View key={url} className="image-album__cell" role="listitem">
          <Image
            className="image-album__image"
            src={url}
            mode="aspectFill"
            aria-label={`${label} 第${index + 1}张`}
            onClick={() => preview(urls, index)}
            {...BUTTON_ROLE}
          />
        </View>
      ))}
    </View>
  )
}

function ignoreCancel(error: unknown): [] {
  if (/cancel/i.test(String((error as { errMsg?: string })?.errMsg ?? (error as Error)?.message ?? error))) return []
  throw error
}

/**
 * Choose-and-upload images for a form field (file ids): at most `max` (9), 3 per row, each uploaded as soon as it
 * is chosen (the server checks type and size and its reason is shown); × removes one. `onBusyChange` tells the
 * form while an upload runs (its submit waits, so no chosen picture is left behind).
 */
export function ImageAlbumInput({
  files,
  onChange,
  label,
  max = ALBUM_MAX,
  onBusyChange,
}: {
  files: string[]
  onChange: (files: string[]) => void
  label: string
  max?: number
  onBusyChange?: (busy: boolean) => void
}) {
  const add = useSubmit(() => chooseAndUploadImages(max - files.length).catch(ignoreCancel), {
    failure: '图片上传失败',
    onSuccess: (uploaded) => onChange([...files, ...uploaded.filter((f) => f.kind === 'image').map((f) => f.id)].slice(0, max)),
  })
  // The latest listener, told only when the busy state changes (a parent's inline function changes every render).
  const busyListener = useRef(onBusyChange)
  busyListener.current = onBusyChange
  // Braces: whatever the listener returns must not become the effect's cleanup.
  useEffect(() => {
    busyListener.current?.(add.busy)
  }, [add.busy])
  const urls = files.map(fileUrl)
  return (
    <View className="image-album" role="list" aria-label={label}>
      {files.map((id, index) => (
        <View key={id} className="image-album__cell" role="listitem">
          <Image className="image-album__image" src={urls[index]!} mode="aspectFill" onClick={() => preview(urls, index)} />
          <Text
            className="image-album__remove"
            aria-label={`删除${label}第${index + 1}张`}
            onClick={() => onChange(files.filter((other) => other !== id))}
            {...BUTTON_ROLE}
          >
            ×
          </Text>
        </View>
      ))}
      {files.length < max ? (
        <View className="image-album__cell" role="listitem">
          <View className="image-album__add" onClick={() => void add.run()} {...BUTTON_ROLE}>
            <Text className="image-album__plus" aria-hidden="true">
              {add.busy ? '上传中…' : '+'}
            </Text>
            <Text className="portal-sr-only">{add.busy ? '' : `添加${label}，`}</Text>
            <Text className="image-album__count">
              {files.length}/{max}
            </Text>
          </View>
        </View>
      ) : null}
    </View>
  )
}

/** One form's image fields in a card: each labelled (（选填） when optional) with its own album of up to `maxCount`. */
export function ImageFieldsCard({
  fields,
  values,
  onChange,
}: {
  fields: ReadonlyArray<{ name: string; label: string; required?: boolean; maxCount?: number }>
  values: Record<string, string[]>
  /** Given an update of the current values (a React state setter fits), so uploads finishing together all land. */
  onChange: (update: (current: Record<string, string[]>) => Record<string, string[]>) => void
}) {
  if (fields.length === 0) return null
  return (
    <View className="image-fields">
      {fields.map((field) => (
        <View key={field.name} data-testid={`images-${field.name}`}>
          <Text className="image-fields__label">
            {field.label}
            {field.required ? '' : '（选填）'}
          </Text>
          <ImageAlbumInput
            files={values[field.name] ?? []}
            onChange={(files) => onChange((current) => ({ ...current, [field.name]: files }))}
            label={field.label}
            max={field.maxCount}
          />
        </View>
      ))}
    </View>
  )
}
