import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { defineCustomElementTaroCheckboxCore, defineCustomElementTaroCheckboxGroupCore } from '@tarojs/components/dist/components'

export const Checkbox = /*@__PURE__*/ createReactComponent(
  'taro-checkbox-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroCheckboxCore,
)
export const CheckboxGroup = /*@__PURE__*/ createReactComponent(
  'taro-checkbox-group-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroCheckboxGroupCore,
)
