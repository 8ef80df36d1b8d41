// @tarojs/taro as the H5 build resolves it (plugin-platform-h5's API library). In the build a Babel
// plugin turns `Taro.x` into named imports; here the named APIs are merged onto the default object.
const api = require('@tarojs/plugin-platform-h5/dist/runtime/apis')
const Taro = api.default
for (const key of Object.keys(api)) {
  if (key !== 'default' && !(key in Taro)) Taro[key] = api[key]
}
module.exports = Taro
module.exports.default = Taro
module.exports.__esModule = true
