import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { defineCustomElementTaroRichTextCore } from '@tarojs/components/dist/components'

export const RichText = /*@__PURE__*/ createReactComponent(
  'taro-rich-text-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroRichTextCore,
)
