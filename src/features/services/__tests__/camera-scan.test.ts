import { cameraProblem, scanWithCamera } from '@/features/services/camera-scan.h5'

const screen = () => document.querySelector<HTMLElement>('[data-testid="camera-scan"]')
const buttonNamed = (label: string) => screen()!.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the live scan screen (H5)', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices')
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'mediaDevices', original)
    else delete (navigator as { mediaDevices?: unknown }).mediaDevices
    document.body.innerHTML = ''
  })
  const camera = (getUserMedia: () => Promise<MediaStream>) =>
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } })

  it('names each camera problem and points to the album', () => {
    const cases: Array<[string, RegExp]> = [
      ['NotAllowedError', /未获得相机权限/],
      ['NotFoundError', /未找到可用的相机/],
      ['NotReadableError', /占用/],
      ['Unsupported', /HTTPS/],
      ['TypeError', /相机无法打开/],
    ]
    for (const [name, text] of cases) {
      const problem = cameraProblem(Object.assign(new Error('x'), { name }))
      expect(problem).toMatch(text)
      expect(problem).toMatch(/从相册选择/)
    }
  })

  it('a refused camera says so, and 从相册选择 reads the code from a photo', async () => {
    camera(() => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })))
    const pickPhoto = jest.fn<Promise<string | null | undefined>, []>()
    const scanning = scanWithCamera({ pickPhoto })
    await settle()
    expect(screen()!.querySelector('[role="alert"]')!.textContent).toMatch(/未获得相机权限/)
    expect(screen()!.classList.contains('camera-scan--blocked')).toBe(true)

    pickPhoto.mockResolvedValueOnce(null)
    buttonNamed('从相册选择').click()
    await settle()
    expect(screen()!.querySelector('[role="alert"]')!.textContent).toBe('未识别到二维码，请换一张图片')

    pickPhoto.mockResolvedValueOnce('https://example.edu/x')
    buttonNamed('从相册选择').click()
    await expect(scanning).resolves.toBe('https://example.edu/x')
    expect(screen()).toBeNull()
  })

  it('without a camera API it opens blocked; closing resolves null and leaves nothing behind', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined })
    const scanning = scanWithCamera({ pickPhoto: async () => undefined })
    expect(screen()!.querySelector('[role="alert"]')!.textContent).toMatch(/HTTPS/)
    buttonNamed('关闭扫一扫').click()
    await expect(scanning).resolves.toBeNull()
    expect(screen()).toBeNull()
  })

  it('stops the camera when closed while it is still opening', async () => {
    const stop = jest.fn()
    let open: (stream: MediaStream) => void = () => undefined
    camera(() => new Promise((resolve) => (open = resolve)))
    const scanning = scanWithCamera({ pickPhoto: async () => undefined })
    buttonNamed('关闭扫一扫').click()
    await expect(scanning).resolves.toBeNull()
    open({ getTracks: () => [{ stop }] } as unknown as MediaStream)
    await settle()
    expect(stop).toHaveBeenCalled()
  })

  describe('the torch toggle (a camera that reports torch in its capabilities)', () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play')
    beforeEach(() => play.mockResolvedValue(undefined))
    afterAll(() => play.mockRestore())

    /** A stream of one video track with `capabilities`; `applyConstraints` as given. */
    const streamWith = (capabilities: Record<string, unknown> | undefined, applyConstraints = jest.fn(async () => undefined)) => {
      const track = {
        stop: jest.fn(),
        applyConstraints,
        ...(capabilities ? { getCapabilities: () => capabilities } : {}),
      }
      return { track, stream: { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream }
    }
    const torchButton = () => screen()!.querySelector<HTMLButtonElement>('.camera-scan__actions button[aria-pressed]')!

    it('shows 手电筒 only when the camera reports a torch', async () => {
      for (const [capabilities, shown] of [
        [{ torch: true }, true],
        [{ torch: false }, false],
        [{}, false],
        [undefined, false],
      ] as const) {
        const { stream } = streamWith(capabilities as Record<string, unknown> | undefined)
        camera(async () => stream)
        const scanning = scanWithCamera({ pickPhoto: async () => undefined })
        await settle()
        await settle()
        expect(torchButton().hidden).toBe(!shown)
        buttonNamed('关闭扫一扫').click()
        await expect(scanning).resolves.toBeNull()
      }
    })

    it('turns the torch on and off through the track’s constraints, saying which it will do next', async () => {
      const { track, stream } = streamWith({ torch: true })
      camera(async () => stream)
      const scanning = scanWithCamera({ pickPhoto: async () => undefined })
      await settle()
      await settle()
      expect(torchButton().getAttribute('aria-label')).toBe('打开手电筒')
      torchButton().click()
      await settle()
      expect(track.applyConstraints).toHaveBeenLastCalledWith({ advanced: [{ torch: true }] })
      expect(torchButton().getAttribute('aria-pressed')).toBe('true')
      expect(torchButton().getAttribute('aria-label')).toBe('关闭手电筒')
      torchButton().click()
      await settle()
      expect(track.applyConstraints).toHaveBeenLastCalledWith({ advanced: [{ torch: false }] })
      expect(torchButton().getAttribute('aria-pressed')).toBe('false')
      buttonNamed('关闭扫一扫').click()
      await expect(scanning).resolves.toBeNull()
      expect(track.stop).toHaveBeenCalled()
    })

    it('a torch the camera refuses to switch says so and stays off; a later success clears the message', async () => {
      const refuse = jest
        .fn(async () => undefined)
        .mockRejectedValueOnce(Object.assign(new Error('torch'), { name: 'OverconstrainedError' }))
      const { stream } = streamWith({ torch: true }, refuse)
      camera(async () => stream)
      const scanning = scanWithCamera({ pickPhoto: async () => undefined })
      await settle()
      await settle()
      torchButton().click()
      await settle()
      expect(screen()!.querySelector('[role="alert"]')!.textContent).toBe('无法打开手电筒')
      expect(torchButton().getAttribute('aria-pressed')).toBe('false')
      torchButton().click()
      await settle()
      expect(torchButton().getAttribute('aria-pressed')).toBe('true')
      expect(screen()!.querySelector('[role="alert"]')!.textContent).toBe('')
      buttonNamed('关闭扫一扫').click()
      await expect(scanning).resolves.toBeNull()
    })
  })
})
