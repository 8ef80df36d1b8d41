import { View } from '@tarojs/components'
import { Button, Empty } from '@nutui/nutui-react-taro'
import type { EmptyBoxProps } from './empty-box-props'

/** NutUI's Empty with at most one primary button (the H5 twin is `.h5.tsx`). */
export function EmptyBox({ image, title, description, actionText, onAction }: EmptyBoxProps) {
  return (
    <Empty size="small" title={title} description={description} image={image}>
      {actionText && onAction ? (
        <View className="portal-empty__action">
          <Button type="primary" size="small" onClick={onAction}>
            {actionText}
          </Button>
        </View>
      ) : null}
    </Empty>
  )
}
