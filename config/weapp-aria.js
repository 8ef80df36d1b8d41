// Taro plugin (weapp): the accessibility attributes WeChat's screen reader reads (aria-role, aria-label and the
// states) on View, Text, Image, Button and SwiperItem. Taro's templates (base.wxml) leave them out, so a label set in
// the code never reached the reader. The runtime adds the same names to its component list
// (src/shell/weapp-aria.weapp.ts): both sides number a component's attributes (p0, p1, …) from that list, so this plugin
// is always on in the weapp build, never a lever. test/build/weapp-aria.test.js checks base.wxml and a rendered page.
const ARIA_ATTRIBUTES = require('../src/shell/weapp-aria-attributes.json')

module.exports = (ctx) => {
  // Taro calls onBuildInit with the platform before it writes any template.
  ctx.registerMethod('onBuildInit', (platform) => {
    if (platform.platform !== 'weapp') return
    platform.template.mergeComponents(ctx, ARIA_ATTRIBUTES)
  })
}
