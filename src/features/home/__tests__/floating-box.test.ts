import { floatingBoxTarget } from '@/features/home/floating-box-target'

describe('floatingBoxTarget', () => {
  it('fills the {idToken} placeholder with the current token', () => {
    expect(floatingBoxTarget({ visitedUrl: 'https://act.demo.edu/?token={idToken}' }, 'abc.def')).toBe(
      'https://act.demo.edu/?token=abc.def',
    )
    expect(floatingBoxTarget({ visitedUrl: 'https://act.demo.edu/?token={idToken}' }, null)).toBe('https://act.demo.edu/?token=')
  })
})
