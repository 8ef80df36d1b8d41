import { useState } from 'react'
import { App, Button, Image, Input, Space, Upload } from 'antd'
import ImgCrop from 'antd-img-crop'
import { uploadFile } from '../api/home-content'

/**
 * An image (or video) address for a form: upload a file through the portal's file upload, or type an address.
 * The server checks the address with the same rule (this site's files or an allowed host). With `crop`, a picked
 * image is first cropped to that width : height (antd-img-crop: drag, zoom, rotate) and the crop is uploaded.
 */
export function MediaField({
  value,
  onChange,
  accept = 'image/png,image/jpeg,image/gif,image/webp',
  video = false,
  attachment = false,
  crop,
}: {
  value?: string
  onChange?: (value: string) => void
  accept?: string
  video?: boolean
  /** Any file (a guide's attachment): no image preview. */
  attachment?: boolean
  /** Crop an image before it is uploaded: its aspect (width / height) and what the dialog calls it. */
  crop?: { aspect: number; title: string }
}) {
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  const upload = (
    <Upload
      accept={accept}
      showUploadList={false}
      customRequest={({ file }) => {
        setBusy(true)
        uploadFile(file as File)
          .then((url) => {
            onChange?.(url)
            message.success('已上传')
          })
          .catch((error: Error) => message.error(error.message))
          .finally(() => setBusy(false))
      }}
    >
      <Button loading={busy}>{video ? '上传视频' : attachment ? '上传附件' : '上传图片'}</Button>
    </Upload>
  )
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={value} onChange={(event) => onChange?.(event.target.value)} placeholder="上传文件，或填写本站 / 允许域名下的地址" />
        {crop && !video && !attachment ? (
          <ImgCrop aspect={crop.aspect} modalTitle={crop.title} modalOk="确定" modalCancel="取消" rotationSlider showReset resetText="重置">
            {upload}
          </ImgCrop>
        ) : (
          upload
        )}
      </Space.Compact>
      {value && !video && !attachment && (
        <Image src={value} alt="预览" height={72} style={{ objectFit: 'contain', background: '#f5f5f5' }} />
      )}
    </Space>
  )
}
