import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { Attachment } from '@contract/online-send'
import { receivedAttachments } from '@/features/online-send/api'
import { AttachmentList } from './attachment-list'
import './online-send.scss'

/** The attachments of an online-send message on its detail page (nothing when it has none). */
export function ReceivedAttachments({ recordId }: { recordId: number }) {
  const [files, setFiles] = useState<Attachment[]>([])
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    receivedAttachments(recordId)
      .then((list) => live && setFiles(list))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [recordId])
  if (failed) return <Text className="os-count">附件加载失败，请稍后再试</Text>
  if (files.length === 0) return null
  return (
    <View className="os-received" data-testid="received-attachments">
      <Text className="os-count">附件（{files.length}）</Text>
      <AttachmentList items={files} />
    </View>
  )
}
