import { View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import type { ComponentProps } from 'react'

/** A NutUI Cell with a test id (Cell passes no extra attributes to the page). */
export function NavCell({ testId, ...props }: ComponentProps<typeof Cell> & { testId?: string }) {
  return (
    <View data-testid={testId}>
      <Cell {...props} />
    </View>
  )
}
