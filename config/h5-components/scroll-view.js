import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { defineCustomElementTaroScrollViewCore } from '@tarojs/components/dist/components'

export const ScrollView = /*@__PURE__*/ createReactComponent(
  'taro-scroll-view-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroScrollViewCore,
)
