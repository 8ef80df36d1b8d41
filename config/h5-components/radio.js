import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { defineCustomElementTaroRadioCore, defineCustomElementTaroRadioGroupCore } from '@tarojs/components/dist/components'

export const Radio = /*@__PURE__*/ createReactComponent(
  'taro-radio-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroRadioCore,
)
export const RadioGroup = /*@__PURE__*/ createReactComponent(
  'taro-radio-group-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroRadioGroupCore,
)
