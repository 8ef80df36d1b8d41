import { attachmentUrl } from '@/features/online-send/components/attachment-list'

describe('online-send attachment addresses', () => {
  it('a sent or received attachment downloads with its grant; a fresh upload by its id', () => {
    const id = '6f1c1a52-0000-4000-8000-000000000001'
    expect(attachmentUrl({ id, fileName: 'a.pdf', kind: 'document', byteSize: 1, grant: 'x.y+z' })).toMatch(
      new RegExp(`/v1/files/${id}\\?grant=x\\.y%2Bz$`),
    )
    expect(attachmentUrl({ id, fileName: 'a.pdf', kind: 'document', byteSize: 1 })).toMatch(new RegExp(`/v1/files/${id}$`))
  })
})
