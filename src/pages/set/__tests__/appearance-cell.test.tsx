import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/context'
import { THEME_CLASSES } from '@/lib/color-scheme'
import { AppearanceCell } from '../appearance-cell'

beforeEach(() => {
  Taro.clearStorageSync()
  document.documentElement.classList.remove(THEME_CLASSES.light, THEME_CLASSES.dark)
})

describe('设置 › 外观', () => {
  it('offers 跟随系统 / 浅色 / 深色, marks the choice and applies it to the root at once', () => {
    const root = new RootStore()
    render(
      <StoreProvider store={root}>
        <AppearanceCell />
      </StoreProvider>,
    )
    expect(screen.getByText('外观')).toBeInTheDocument()
    expect(screen.getByTestId('appearance-system')).toHaveAttribute('aria-selected', 'true')
    act(() => {
      fireEvent.click(screen.getByTestId('appearance-dark'))
    })
    expect(screen.getByTestId('appearance-dark')).toHaveAttribute('aria-selected', 'true')
    expect(document.documentElement).toHaveClass('portal-theme-dark')
    act(() => {
      fireEvent.click(screen.getByTestId('appearance-light'))
    })
    expect(document.documentElement).toHaveClass('portal-theme-light')
    expect(document.documentElement).not.toHaveClass('portal-theme-dark')
    expect(root.appearance.choice).toBe('light')
  })
})
