// Taro plugin (weapp): fewer nesting levels in base.wxml for the components that nest themselves, with a way out.
//
// WeChat templates cannot recurse, so Taro writes one template per level for each component that may contain itself,
// up to a limit per component (scroll-view, swiper, swiper-item, form: 4 levels each, ~2–7 KB a level of the main
// package). Past the limit Taro's WXS names a template that does not exist and the node renders blank. Here the
// limits come from config/weapp-size.ts, and a node past its limit renders through Taro's `comp` component instead
// (which starts again at level 0), as a node past the baseLevel does: any nesting renders, a deep one costs one
// component boundary. test/build/weapp-config.test.js checks every name the WXS can give against base.wxml.
const CONTAINER = 'container'

/** WXS: the template for node `n` at level `l` under the self-nesting path `s` (Taro's `xs.a`, with the way out). */
function templateNameWxs(template) {
  const alias = (name) => template.componentsAlias[name]?._num || name
  const limits = {}
  const loop = new Set([...template.nestElements.keys(), ...template.componentConfig.thirdPartyComponents.keys()])
  for (const [name, max] of template.nestElements) {
    if (max > 0) limits[alias(name)] = max
    // Taro's own rule: a component limited to one level is never looked up by level.
    if (max === 1) loop.delete(name)
  }
  const container = template.baseLevel - 1
  return `function (l, n, s) {
    var a = ${JSON.stringify([...loop].map(alias))}
    var m = ${JSON.stringify(limits)}
    if (a.indexOf(n) === -1) {
      l = 0
    }
    if (m[n] !== undefined) {
      var u = s.split(',')
      var depth = 0
      for (var i = 0; i < u.length; i++) {
        if (u[i] === n) depth++
      }
      if (depth >= m[n]) {
        return 'tmpl_${container}_${CONTAINER}'
      }
      l = depth
    }
    if (l >= ${container}) {
      return 'tmpl_${container}_${CONTAINER}'
    }
    return 'tmpl_' + l + '_' + n
  }`
}

/** WXS `xs.f`: the self-nesting path, now of every limited component (Taro's kept only those allowed two levels or more). */
function nestingPathWxs(template) {
  const limited = [...template.nestElements].filter(([, max]) => max > 0).map(([name]) => template.componentsAlias[name]?._num || name)
  return `f: function (l, n) {
    var b = ${JSON.stringify(limited)}
    if (b.indexOf(n) > -1) {
      if (l) l += ','
      l += n
    }
    return l
  }`
}

module.exports = (ctx, options = {}) => {
  const nestLimits = options.nestLimits || {}
  // Taro calls onBuildInit with the platform before it writes any template.
  ctx.registerMethod('onBuildInit', (platform) => {
    if (platform.platform !== 'weapp') return
    const template = platform.template
    template.nestElements = new Map(template.nestElements)
    for (const [name, max] of Object.entries(nestLimits)) template.nestElements.set(name, max)
    template.buildXSTmplName = () => templateNameWxs(template)
    template.buildXSTmpExtra = () => nestingPathWxs(template)
  })
}
