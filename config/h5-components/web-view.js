import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { defineCustomElementTaroWebViewCore } from '@tarojs/components/dist/components'

export const WebView = /*@__PURE__*/ createReactComponent(
  'taro-web-view-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroWebViewCore,
)
