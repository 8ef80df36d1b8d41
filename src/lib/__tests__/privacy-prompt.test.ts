import { PRIVACY_AGREE_BUTTON_ID, PrivacyPrompt, type PrivacyResolve } from '@/lib/privacy-prompt'

function waitingCall() {
  const answers: Array<Parameters<PrivacyResolve>[0]> = []
  const resolve: PrivacyResolve = (option) => answers.push(option)
  return { resolve, answers }
}

describe('PrivacyPrompt', () => {
  it('shows itself, reports the exposure, and releases every waiting call with the agree button id', () => {
    const prompt = new PrivacyPrompt()
    const clipboard = waitingCall()
    const calendar = waitingCall()
    prompt.ask(clipboard.resolve)
    prompt.ask(calendar.resolve)
    expect(prompt.visible).toBe(true)
    expect(clipboard.answers).toEqual([{ event: 'exposureAuthorization' }])
    prompt.agree()
    expect(prompt.visible).toBe(false)
    expect(clipboard.answers.at(-1)).toEqual({ event: 'agree', buttonId: PRIVACY_AGREE_BUTTON_ID })
    expect(calendar.answers.at(-1)).toEqual({ event: 'agree', buttonId: PRIVACY_AGREE_BUTTON_ID })
  })

  it('a refusal fails the waiting call and a later call asks again', () => {
    const prompt = new PrivacyPrompt()
    const first = waitingCall()
    prompt.ask(first.resolve)
    prompt.disagree()
    expect(first.answers.at(-1)).toEqual({ event: 'disagree' })
    const second = waitingCall()
    prompt.ask(second.resolve)
    expect(prompt.visible).toBe(true)
    prompt.agree()
    expect(first.answers).toHaveLength(2)
  })

  it('keeps the default guideline name unless WeChat names one', () => {
    const prompt = new PrivacyPrompt()
    prompt.setContractName('')
    expect(prompt.contractName).toBe('用户隐私保护指引')
    prompt.setContractName('掌上校园隐私保护指引')
    expect(prompt.contractName).toBe('掌上校园隐私保护指引')
  })
})
