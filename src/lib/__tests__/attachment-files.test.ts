import * as h5 from '@/lib/attachment-files.h5'
import * as weapp from '@/lib/attachment-files'
import { formatBytes } from '@/lib/file-size'

describe('attachment files', () => {
  it('the H5 and mini-program file adapters export the same functions', () => {
    expect(Object.keys(h5).sort()).toEqual(Object.keys(weapp).sort())
    expect(typeof h5.pickAttachments).toBe('function')
    expect(typeof h5.openAttachment).toBe('function')
  })

  it('the browser dialog offers only the given extensions', async () => {
    const picked = h5.pickAttachments(3, ['pdf', 'docx'])
    const input = document.querySelector<HTMLInputElement>('[data-testid="attachment-file-input"]')!
    expect(input.accept).toBe('.pdf,.docx')
    expect(input.multiple).toBe(true)
    input.dispatchEvent(new Event('cancel'))
    await expect(picked).resolves.toEqual([])
  })

  it('sizes read in B, KB and MB', () => {
    expect(formatBytes(45)).toBe('45 B')
    expect(formatBytes(2048)).toBe('2.0 KB')
    expect(formatBytes(52 * 1024 * 1024)).toBe('52.0 MB')
  })
})
