import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import {
  defineCustomElementTaroPickerCore,
  defineCustomElementTaroPickerGroup,
  defineCustomElementTaroPickerViewCore,
  defineCustomElementTaroPickerViewColumnCore,
} from '@tarojs/components/dist/components'

export const Picker = /*@__PURE__*/ createReactComponent(
  'taro-picker-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroPickerCore,
)
export const PickerGroup = /*@__PURE__*/ createReactComponent(
  'taro-picker-group',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroPickerGroup,
)
export const PickerView = /*@__PURE__*/ createReactComponent(
  'taro-picker-view-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroPickerViewCore,
)
export const PickerViewColumn = /*@__PURE__*/ createReactComponent(
  'taro-picker-view-column-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroPickerViewColumnCore,
)
