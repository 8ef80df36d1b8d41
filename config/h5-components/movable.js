import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { defineCustomElementTaroMovableAreaCore, defineCustomElementTaroMovableViewCore } from '@tarojs/components/dist/components'

export const MovableArea = /*@__PURE__*/ createReactComponent(
  'taro-movable-area-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroMovableAreaCore,
)
export const MovableView = /*@__PURE__*/ createReactComponent(
  'taro-movable-view-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroMovableViewCore,
)
