// @tarojs/taro as the H5 build resolves it (plugin-platform-h5's API library). In the build a Babel
// plugin turns `Taro.x` into named imports and the React framework plugin adds the page hooks
// (api-loader.js); here both are merged onto the default object the same way.
const api = require('@tarojs/plugin-platform-h5/dist/runtime/apis')
const hooks = require('@tarojs/plugin-framework-react/dist/runtime')

const Taro = api.default
for (const source of [api, hooks]) {
  for (const key of Object.keys(source)) {
    if (key !== 'default' && !(key in Taro)) Taro[key] = source[key]
  }
}
module.exports = Taro
module.exports.default = Taro
module.exports.__esModule = true
