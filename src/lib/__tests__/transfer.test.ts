import Taro from '@tarojs/taro'

describe('transfer on H5 (Taro’s upload and download loaded on first use)', () => {
  afterEach(() => jest.restoreAllMocks())

  it('starts the upload once the code has loaded, and later ones at once', async () => {
    const upload = jest.spyOn(Taro, 'uploadFile').mockImplementation((() => Promise.resolve({ statusCode: 200, data: 'a' })) as never)
    let startTransfer!: typeof import('../transfer.h5').startTransfer
    jest.isolateModules(() => ({ startTransfer } = require('../transfer.h5')))
    const first = startTransfer((t) => t.upload({ url: '/u', filePath: 'f', name: 'file' }))
    expect(upload).not.toHaveBeenCalled()
    await expect(first).resolves.toMatchObject({ statusCode: 200 })
    void startTransfer((t) => t.upload({ url: '/u', filePath: 'g', name: 'file' }))
    expect(upload).toHaveBeenCalledTimes(2)
  })

  it('aborted while the code loads, it never starts', async () => {
    const download = jest.spyOn(Taro, 'downloadFile').mockImplementation((() => Promise.resolve({ statusCode: 200 })) as never)
    let startTransfer!: typeof import('../transfer.h5').startTransfer
    jest.isolateModules(() => ({ startTransfer } = require('../transfer.h5')))
    const task = startTransfer((t) => t.download({ url: '/d' }))
    task.abort?.()
    await expect(task).rejects.toThrow('abort')
    expect(download).not.toHaveBeenCalled()
  })
})
