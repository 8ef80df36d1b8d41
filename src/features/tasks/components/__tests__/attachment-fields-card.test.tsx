import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { pickAttachments } from '@/lib/attachment-files'
import { uploadLocalFile } from '@/lib/upload'
import { AttachmentFieldsCard } from '@/features/tasks/components/attachment-fields-card'
import type { FieldFiles } from '@/features/tasks/draft-form'

jest.mock('@/lib/attachment-files', () => ({ pickAttachments: jest.fn() }))
jest.mock('@/lib/upload', () => ({ uploadLocalFile: jest.fn() }))
const pick = pickAttachments as jest.MockedFunction<typeof pickAttachments>
const upload = uploadLocalFile as jest.MockedFunction<typeof uploadLocalFile>

const stored = (id: string, fileName: string, byteSize: number) => ({
  id,
  fileName,
  byteSize,
  kind: 'document' as const,
  mimeType: 'application/pdf',
  url: `/portal-api/v1/files/${id}`,
})

function Harness({ busy }: { busy: boolean[] }) {
  const [files, setFiles] = useState<FieldFiles>({})
  return (
    <>
      <AttachmentFieldsCard
        fields={[{ name: 'papers', label: '申请材料', required: true, maxCount: 2 }]}
        values={files}
        onChange={setFiles}
        onBusyChange={(b) => busy.push(b)}
      />
      <span data-testid="sent">{JSON.stringify((files.papers ?? []).map((f) => f.id))}</span>
    </>
  )
}

describe('AttachmentFieldsCard (附件)', () => {
  beforeEach(() => {
    pick.mockReset()
    upload.mockReset()
  })

  it('names the limit, uploads the picked files, lists name and size, removes one, and refuses one over 10 MB', async () => {
    const busy: boolean[] = []
    render(<Harness busy={busy} />)
    expect(screen.getByText(/每个不超过 10 MB，最多 2 个/)).toBeInTheDocument()
    pick.mockResolvedValueOnce([
      { path: 'blob:1', name: '活动方案.pdf' },
      { path: 'blob:2', name: '预算.pdf' },
    ])
    upload.mockImplementation(async (path, name) => (path === 'blob:1' ? stored('a1', name!, 20480) : stored('a2', name!, 3 * 1024 * 1024)))
    await act(async () => {
      fireEvent.click(screen.getByTestId('attachment-add'))
    })
    expect(pick).toHaveBeenCalledWith(2)
    const rows = screen.getAllByTestId('form-attachment')
    expect(rows.map((row) => row.textContent)).toEqual(['活动方案.pdf20.0 KB移除', '预算.pdf3.0 MB移除'])
    expect(screen.getByTestId('sent').textContent).toBe('["a1","a2"]')
    expect(screen.queryByTestId('attachment-add')).toBeNull()
    expect(busy).toEqual([false, true, false])

    await act(async () => {
      fireEvent.click(within(rows[1]!).getByText('移除'))
    })
    expect(screen.getByTestId('sent').textContent).toBe('["a1"]')

    pick.mockResolvedValueOnce([{ path: 'blob:3', name: '录像.mp4' }])
    upload.mockResolvedValueOnce(stored('a3', '录像.mp4', 11 * 1024 * 1024))
    await act(async () => {
      fireEvent.click(screen.getByTestId('attachment-add'))
    })
    expect(screen.getByText('「录像.mp4」超过 10 MB，未添加')).toBeInTheDocument()
    expect(screen.getByTestId('sent').textContent).toBe('["a1"]')

    pick.mockResolvedValueOnce([{ path: 'blob:4', name: 'a.exe' }])
    upload.mockRejectedValueOnce(new Error('不支持的文件类型'))
    await act(async () => {
      fireEvent.click(screen.getByTestId('attachment-add'))
    })
    expect(screen.getByText('「a.exe」上传失败：不支持的文件类型')).toBeInTheDocument()
  })
})
