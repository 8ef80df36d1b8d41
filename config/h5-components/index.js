// Taro's H5 component proxies with the larger components each in a module of its own (see ../h5-optimization.ts).
// Taro's own list defines all of them in one module, so a component any page uses (Swiper.js, the video player,
// the picker) was loaded with the first page.
export {
  Ad,
  AdCustom,
  AnimationVideo,
  AnimationView,
  ArCamera,
  Audio,
  AwemeData,
  Block,
  Camera,
  ChannelLive,
  ChannelVideo,
  CommentDetail,
  CommentList,
  ContactButton,
  CoverImage,
  CoverView,
  CustomWrapper,
  DoubleTapGestureHandler,
  DraggableSheet,
  FollowSwan,
  ForcePressGestureHandler,
  FunctionalPageNavigator,
  GridBuilder,
  GridView,
  HorizontalDragGestureHandler,
  Icon,
  InlinePaymentPanel,
  KeyboardAccessory,
  Label,
  Lifestyle,
  Like,
  ListBuilder,
  ListView,
  LivePlayer,
  LivePusher,
  Login,
  LongPressGestureHandler,
  Lottie,
  MatchMedia,
  NativeSlot,
  NavigationBar,
  Navigator,
  NestedScrollBody,
  NestedScrollHeader,
  OfficialAccount,
  OpenContainer,
  OpenData,
  OpenEmbeddedAtomicservice,
  PageContainer,
  PageMeta,
  PanGestureHandler,
  Progress,
  PullToRefresh,
  RootPortal,
  RtcRoom,
  RtcRoomItem,
  ScaleGestureHandler,
  Script,
  ShareElement,
  Slot,
  Snapshot,
  Span,
  StickyHeader,
  StickySection,
  TabItem,
  Tabbar,
  Tabs,
  TapGestureHandler,
  VerticalDragGestureHandler,
  VoipRoom,
} from '@tarojs/components/lib/react/components.js'
export { Image, Text, View } from './html.js'
export { Swiper, SwiperItem } from './swiper.js'
export { Video, VideoControl, VideoDanmu } from './video.js'
export { Picker, PickerGroup, PickerView, PickerViewColumn } from './picker.js'
export { ScrollView } from './scroll-view.js'
export { RichText } from './rich-text.js'
export { WebView } from './web-view.js'
export { Map } from './map.js'
export { Canvas } from './canvas.js'
export { Editor } from './editor.js'
export { MovableArea, MovableView } from './movable.js'
export { Input } from './input.js'
export { Textarea } from './textarea.js'
export { Button } from './button.js'
export { Form } from './form.js'
export { Checkbox, CheckboxGroup } from './checkbox.js'
export { Radio, RadioGroup } from './radio.js'
export { Slider } from './slider.js'
export { Switch } from './switch.js'
