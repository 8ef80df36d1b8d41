import type { ComponentProps } from 'react'
import { Switch as NutSwitch } from '@nutui/nutui-react-taro'

/**
 * NutUI's Switch without its spinner (`loadingIcon` null), for every switch of the portal (ESLint keeps NutUI's own
 * out of other files). NutUI's spinner ends only when the checked value changes after it started; a handler that sets
 * the new value at once (every switch here does) has it drawn before the spinner in the mini-program, so the spinner
 * stayed and the switch refused every later tap (test/build/weapp-page-style.test.js turns 长辈模式 on and off). A
 * switch whose change is saved is disabled while it saves instead.
 */
export function Switch(props: ComponentProps<typeof NutSwitch>) {
  return <NutSwitch loadingIcon={null} {...props} />
}
