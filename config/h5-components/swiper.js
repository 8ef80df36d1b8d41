import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { defineCustomElementTaroSwiperCore, defineCustomElementTaroSwiperItemCore } from '@tarojs/components/dist/components'

export const Swiper = /*@__PURE__*/ createReactComponent(
  'taro-swiper-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroSwiperCore,
)
export const SwiperItem = /*@__PURE__*/ createReactComponent(
  'taro-swiper-item-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroSwiperItemCore,
)
