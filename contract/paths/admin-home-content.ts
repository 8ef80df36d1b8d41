// Where the console's home-content endpoints live (轮播图, 滚动公告, 弹窗, 悬浮框); schemas in ../admin-home-content.ts.
// No TypeBox here: the console bundles it.
export const adminHomeContentPaths = {
  linkRules: { method: 'GET', base: 'admin', path: '/v1/cms/home-content/link-rules' },
  list: { method: 'GET', base: 'admin', path: '/v1/cms/home-content' },
  save: { method: 'POST', base: 'admin', path: '/v1/cms/home-content/save', json: true },
  remove: { method: 'POST', base: 'admin', path: '/v1/cms/home-content/delete', json: true },
  order: { method: 'POST', base: 'admin', path: '/v1/cms/home-content/order', json: true },
} as const
