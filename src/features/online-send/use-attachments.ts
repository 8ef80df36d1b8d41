import { useState } from 'react'
import { ONLINE_SEND_LIMITS } from '@contract/paths/online-send'
import { uploadLocalFile, type UploadedFile } from '@/lib/upload'
import { pickAttachments } from '@/lib/attachment-files'

export interface Attachments {
  files: UploadedFile[]
  uploading: string | null
  /** The last refusal (the server's 413/415 reason, or the count limit). */
  problem: string | null
  add: () => Promise<void>
  remove: (id: string) => void
  clear: () => void
}

/** Compose's attachments: picked through the platform, uploaded one by one, removable before sending. */
export function useAttachments(): Attachments {
  const [files, setFiles] = useState<UploadedFile[]>([])
  const [uploading, setUploading] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const room = ONLINE_SEND_LIMITS.attachmentsMax - files.length

  const add = async () => {
    if (room <= 0) return setProblem(`最多添加 ${ONLINE_SEND_LIMITS.attachmentsMax} 个附件`)
    const picked = await pickAttachments(room)
    if (picked.length === 0) return
    setProblem(null)
    for (const file of picked) {
      setUploading(file.name)
      try {
        const uploaded = await uploadLocalFile(file.path, file.name)
        setFiles((current) => [...current.filter((existing) => existing.id !== uploaded.id), uploaded])
      } catch (error) {
        setProblem(`「${file.name}」上传失败：${error instanceof Error && error.message ? error.message : '请稍后再试'}`)
      }
    }
    setUploading(null)
  }

  return {
    files,
    uploading,
    problem,
    add,
    remove: (id) => setFiles((current) => current.filter((file) => file.id !== id)),
    clear: () => (setFiles([]), setProblem(null)),
  }
}
