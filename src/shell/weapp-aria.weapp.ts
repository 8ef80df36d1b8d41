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

interface UpdatingElement {
  nodeName: string
  _path: string
  enqueueUpdate(payload: { path: string; value: unknown }): void
}
type ComponentsAlias = Record<string, Record<string, string> | undefined>

/**
 * A `role` set or removed after the first render (a prop that changes) is sent to the page as a path update, which
 * the hydrate hook above never sees: send the same value to the node's `aria-role` too. Both hooks are single and
 * untapped in Taro; Taro calls them with the runtime's alias table, before it sends the update.
 */
function mirrorRole(element: UpdatingElement, qualifiedName: string, value: unknown, componentsAlias: ComponentsAlias): void {
  if (qualifiedName !== 'role') return
  const alias = componentsAlias[element.nodeName]?.ariaRole
  if (alias) element.enqueueUpdate({ path: `${element._path}.${alias}`, value })
}

hooks.tap('modifySetAttrPayload', (element: UpdatingElement, qualifiedName: string, payload: { value: unknown }, alias: ComponentsAlias) =>
  mirrorRole(element, qualifiedName, payload.value, alias),
)
hooks.tap('modifyRmAttrPayload', (element: UpdatingElement, qualifiedName: string, _payload: unknown, alias: ComponentsAlias) =>
  mirrorRole(element, qualifiedName, '', alias),
)
