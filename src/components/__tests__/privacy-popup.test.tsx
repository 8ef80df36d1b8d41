import { act, fireEvent, render, screen } from '@testing-library/react'
import { PrivacyPopup } from '@/components/privacy-popup.weapp'
import { PrivacyPrompt, type PrivacyResolve } from '@/lib/privacy-prompt'

describe('the mini-program privacy pop-up', () => {
  it('appears when a private API waits and refusing releases the call with disagree', async () => {
    const prompt = new PrivacyPrompt()
    render(<PrivacyPopup prompt={prompt} />)
    expect(screen.queryByText('用户隐私保护提示')).toBeNull()
    const answers: Array<Parameters<PrivacyResolve>[0]> = []
    act(() => prompt.ask((option) => answers.push(option)))
    expect(await screen.findByText('用户隐私保护提示')).toBeTruthy()
    expect(screen.getByText('同意')).toBeTruthy()
    fireEvent.click(screen.getByText('拒绝'))
    expect(answers.at(-1)).toEqual({ event: 'disagree' })
    expect(prompt.visible).toBe(false)
  })
})
