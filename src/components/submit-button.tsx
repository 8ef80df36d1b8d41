import type { ComponentProps } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'

type NutButtonProps = ComponentProps<typeof Button>

/** What the button runs and shows: a `useSubmit`, or any holder of a `busy` flag (a store's sign-in). */
export interface SubmitSource<A extends unknown[]> {
  busy: boolean
  run?: (...args: A) => unknown
}

export interface SubmitButtonProps<A extends unknown[] = []> extends Omit<NutButtonProps, 'loading' | 'onClick'> {
  submit: SubmitSource<A>
  /** The arguments `submit.run` is called with. */
  args?: A
  /** Runs instead of `submit.run` (a NutUI Form's `form.submit()`, a page's own validation first). */
  onClick?: () => void
}

function SubmitButtonView<A extends unknown[] = []>({ submit, args, onClick, disabled, ...button }: SubmitButtonProps<A>) {
  const press = () => {
    // NutUI ignores taps on a loading button too; this guards a press that lands before the re-render.
    if (submit.busy) return
    if (onClick) onClick()
    else void submit.run?.(...((args ?? []) as A))
  }
  return <Button {...button} loading={submit.busy} disabled={submit.busy || disabled} onClick={press} />
}

/**
 * The NutUI `Button` of a submit: spinning and disabled while `submit.busy`, a second press ignored
 * meanwhile. An observer, so a MobX store's `busy` re-renders it.
 */
export const SubmitButton = observer(SubmitButtonView) as typeof SubmitButtonView
