import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { defineCustomElementTaroFormCore } from '@tarojs/components/dist/components'

export const Form = /*@__PURE__*/ createReactComponent(
  'taro-form-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroFormCore,
)
