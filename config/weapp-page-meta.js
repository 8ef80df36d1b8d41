// Taro plugin (weapp): each page's <page-meta> carries only its page-style, which holds the text size and 长辈模式
// (src/components/page-style.weapp.tsx). With `enablePageMeta` Taro writes every attribute of page-meta into the
// page's template and a <navigation-bar> inside it, bound to data the portal never sets: the bar's front-color falls
// back to #000000 (black titles over the dark theme's dark bar) and its title to an empty one, and the 1 KB per page
// would put the main package over its budget. test/build/weapp-page-meta.test.js checks every page's template.
const PAGE_META = /<wxs module="xs" src="[^"]*" \/>\s*<page-meta [^>]*?(page-style="\{\{[^"]*\}\}")[^>]*>[\s\S]*?<\/page-meta>/

/** A page template with Taro's page-meta block cut to its page-style (unchanged when it has none). */
function slimPageMeta(template) {
  return template.replace(PAGE_META, (_block, pageStyle) => `<page-meta ${pageStyle}></page-meta>`)
}

module.exports = (ctx) => {
  ctx.registerMethod('onBuildInit', (platform) => {
    if (platform.platform !== 'weapp') return
    const { template } = platform
    const buildPageTemplate = template.buildPageTemplate
    if (typeof buildPageTemplate !== 'function')
      throw new Error('weapp-page-meta: Taro no longer builds page templates with buildPageTemplate')
    template.buildPageTemplate = (...args) => slimPageMeta(buildPageTemplate.apply(template, args))
  })
}
module.exports.slimPageMeta = slimPageMeta
