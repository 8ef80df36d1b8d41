import Taro from '@tarojs/taro'
import { chooseAndUploadImages, fileUrl, storedFileUrl, uploadLocalFile } from '@/lib/upload'
import * as request from '@/lib/request'

jest.mock('@/lib/request', () => ({ uploadFile: jest.fn() }))

const stored = (id: string) => ({
  id,
  url: `/portal-api/v1/files/${id}`,
  fileName: `${id}.png`,
  mimeType: 'image/png',
  kind: 'image',
  byteSize: 10,
})
/** What the server answers (the request client resolves uploads with the whole answer). */
const answered = (id: string) => ({ code: 0, message: '成功', data: stored(id) })

describe('upload helpers', () => {
  beforeEach(() => {
    ;(request.uploadFile as jest.Mock).mockReset()
  })

  it('uploads to the portal base in the field the server reads', async () => {
    ;(request.uploadFile as jest.Mock).mockResolvedValue(answered('a'))
    await expect(uploadLocalFile('blob:x')).resolves.toEqual(stored('a'))
    expect(request.uploadFile).toHaveBeenCalledWith(expect.objectContaining({ filePath: 'blob:x', name: 'file' }))
    expect((request.uploadFile as jest.Mock).mock.calls[0][0].url).toMatch(/\/portal-api\/v1\/files$/)
  })

  it('builds the address of a stored file', () => {
    expect(fileUrl('abc')).toMatch(/\/portal-api\/v1\/files\/abc$/)
    // The server keeps an attachment as its site path; the client reaches it behind its own portal base.
    expect(storedFileUrl('/portal-api/v1/files/abc')).toBe(fileUrl('abc'))
    expect(storedFileUrl('https://elsewhere.example/a.pdf')).toBe('https://elsewhere.example/a.pdf')
  })

  it('asks for at most 9 images and uploads each chosen one in order', async () => {
    const choose = jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['p1', 'p2'], tempFiles: [], errMsg: 'ok' } as never)
    ;(request.uploadFile as jest.Mock).mockImplementation(async ({ filePath }) => answered(filePath))
    const files = await chooseAndUploadImages(20)
    expect(choose.mock.calls[0]![0]).toEqual(expect.objectContaining({ count: 9 }))
    expect(files.map((file) => file.id)).toEqual(['p1', 'p2'])
  })
})
