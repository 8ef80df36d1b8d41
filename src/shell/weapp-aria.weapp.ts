import { hooks, mergeInternalComponents } from '@tarojs/shared'
import attributes from './weapp-aria-attributes.json'

/**
 * WeChat's screen reader reads `aria-role`, `aria-label` and the state attributes on its components, but Taro's
 * templates (base.wxml) pass none of them on. The build adds them to the templates (config/weapp-aria.js) and this
 * adds the same names to the runtime's component list, before the first page renders: both sides number a
 * component's attributes (p0, p1, …) from that list, so they must hold the same names (docs/upgrading.md).
 */
mergeInternalComponents(attributes)

/**
 * The code writes `role` as in H5 (role="list", BUTTON_ROLE …); WeChat calls it `aria-role`. Taro calls this hook on
 * each node it sends to the page, before it shortens the attribute names; nothing else in Taro taps it.
 */
hooks.tap('modifyHydrateData', (data: Record<string, unknown>) => {
  if (data.role !== undefined && data.ariaRole === undefined) data.ariaRole = data.role
})
