import { useState } from 'react'
import { App, AutoComplete, Button, Image, Space, Upload } from 'antd'
import { uploadImage } from '../api/config'

const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url)

/**
 * An image field: pick one of the images the configuration already uses, type an address, or upload a new one
 * (the portal's file upload). Used as a form control (value / onChange).
 */
export function ImagePicker({
  value,
  onChange,
  choices,
  label,
  width,
}: {
  value?: string
  onChange?: (value: string) => void
  choices: readonly string[]
  label: string
  width?: number
}) {
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  return (
    <Space.Compact style={{ width: width ?? '100%' }}>
      <span
        style={{
          width: 36,
          height: 32,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: '1px solid #d9d9d9',
          borderRight: 0,
          borderRadius: '6px 0 0 6px',
          background: '#fafafa',
        }}
      >
        {value ? <Image src={value} width={22} height={22} preview={false} alt={label} /> : null}
      </span>
      <AutoComplete
        value={value}
        onChange={(next: string) => onChange?.(next)}
        aria-label={label}
        placeholder="选择已有图片，或填写地址"
        options={[...new Set(choices)].filter(Boolean).map((url) => ({
          value: url,
          label: (
            <Space>
              <img src={url} width={18} height={18} alt="" />
              {fileName(url)}
            </Space>
          ),
        }))}
        filterOption={(input, option) =>
          String(option?.value ?? '')
            .toLowerCase()
            .includes(input.toLowerCase())
        }
        style={{ flex: 1 }}
      />
      <Upload
        accept="image/png,image/jpeg,image/gif,image/svg+xml,image/webp"
        showUploadList={false}
        customRequest={async ({ file }) => {
          setBusy(true)
          try {
            onChange?.(await uploadImage(file as File))
            message.success('已上传')
          } catch (error) {
            message.error((error as Error).message)
          } finally {
            setBusy(false)
          }
        }}
      >
        <Button loading={busy}>上传</Button>
      </Upload>
    </Space.Compact>
  )
}
