import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import {
  defineCustomElementTaroVideoCore,
  defineCustomElementTaroVideoControl,
  defineCustomElementTaroVideoDanmu,
} from '@tarojs/components/dist/components'

export const Video = /*@__PURE__*/ createReactComponent(
  'taro-video-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroVideoCore,
)
export const VideoControl = /*@__PURE__*/ createReactComponent(
  'taro-video-control',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroVideoControl,
)
export const VideoDanmu = /*@__PURE__*/ createReactComponent(
  'taro-video-danmu',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroVideoDanmu,
)
