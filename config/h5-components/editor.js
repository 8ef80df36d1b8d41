import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { defineCustomElementTaroEditorCore } from '@tarojs/components/dist/components'

export const Editor = /*@__PURE__*/ createReactComponent(
  'taro-editor-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroEditorCore,
)
