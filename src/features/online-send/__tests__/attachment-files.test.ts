import * as h5 from '@/features/online-send/attachment-files.h5'
import * as weapp from '@/features/online-send/attachment-files'
import { attachmentUrl, formatBytes } from '@/features/online-send/components/attachment-list'

describe('online-send attachments', () => {
  it('the H5 and mini-program file adapters export the same functions', () => {
    expect(Object.keys(h5).sort()).toEqual(Object.keys(weapp).sort())
    expect(typeof h5.pickAttachments).toBe('function')
    expect(typeof h5.openAttachment).toBe('function')
  })

  it('sizes read in B, KB and MB', () => {
    expect(formatBytes(45)).toBe('45 B')
    expect(formatBytes(2048)).toBe('2.0 KB')
    expect(formatBytes(52 * 1024 * 1024)).toBe('52.0 MB')
  })

  it('a sent or received attachment downloads with its grant; a fresh upload by its id', () => {
    const id = '6f1c1a52-0000-4000-8000-000000000001'
    expect(attachmentUrl({ id, fileName: 'a.pdf', kind: 'document', byteSize: 1, grant: 'x.y+z' })).toMatch(
      new RegExp(`/v1/files/${id}\\?grant=x\\.y%2Bz$`),
    )
    expect(attachmentUrl({ id, fileName: 'a.pdf', kind: 'document', byteSize: 1 })).toMatch(new RegExp(`/v1/files/${id}$`))
  })
})
