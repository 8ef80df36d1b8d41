process.env.TARO_ENV = 'h5'
global.defineAppConfig = (c) => c
global.definePageConfig = (c) => c
global.PORTAL_ENV = {}
// Build-time flags Taro's runtime expects webpack to define.
for (const flag of [
  'ENABLE_INNER_HTML',
  'ENABLE_ADJACENT_HTML',
  'ENABLE_SIZE_APIS',
  'ENABLE_TEMPLATE_CONTENT',
  'ENABLE_CLONE_NODE',
  'ENABLE_CONTAINS',
  'ENABLE_MUTATION_OBSERVER',
]) {
  global[flag] = true
}
// Taro's components pick their implementation by this flag at load time.
global.DEPRECATED_ADAPTER_COMPONENT = false
