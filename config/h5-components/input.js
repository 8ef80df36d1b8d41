import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { defineCustomElementTaroInputCore } from '@tarojs/components/dist/components'

export const Input = /*@__PURE__*/ createReactComponent(
  'taro-input-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroInputCore,
)
