import { lazy } from 'react'
import { ADMIN_ROLES, type AdminRoleCode } from '@contract/admin-roles'

/**
 * Every console page: its address under /admin/, menu label, the role it needs ('division': 全局管理员 or a division
 * admin, as the server's autohooks). Pages load on first visit.
 */
export const consoleRoutes = [
  { path: '/', label: '工作台', role: 'any', menu: true, page: lazy(() => import('./pages/dashboard')) },
  { path: '/articles', label: '资讯', role: ADMIN_ROLES.contentEditor, menu: true, page: lazy(() => import('./pages/articles/list')) },
  {
    path: '/articles/new',
    label: '新建资讯',
    role: ADMIN_ROLES.contentEditor,
    menu: false,
    page: lazy(() => import('./pages/articles/edit')),
  },
  {
    path: '/articles/:id',
    label: '编辑资讯',
    role: ADMIN_ROLES.contentEditor,
    menu: false,
    page: lazy(() => import('./pages/articles/edit')),
  },
  { path: '/columns', label: '栏目', role: ADMIN_ROLES.contentEditor, menu: true, page: lazy(() => import('./pages/columns')) },
  {
    path: '/slides',
    label: '轮播图',
    role: ADMIN_ROLES.contentEditor,
    menu: true,
    page: lazy(() => import('./pages/home-content/slides')),
  },
  {
    path: '/marquees',
    label: '滚动公告',
    role: ADMIN_ROLES.contentEditor,
    menu: true,
    page: lazy(() => import('./pages/home-content/marquees')),
  },
  { path: '/popups', label: '弹窗', role: ADMIN_ROLES.contentEditor, menu: true, page: lazy(() => import('./pages/home-content/popups')) },
  {
    path: '/floating-boxes',
    label: '悬浮框',
    role: ADMIN_ROLES.contentEditor,
    menu: true,
    page: lazy(() => import('./pages/home-content/floating-boxes')),
  },
  { path: '/services', label: '服务目录', role: ADMIN_ROLES.serviceAdmin, menu: true, page: lazy(() => import('./pages/services/list')) },
  {
    path: '/services/new',
    label: '新建服务',
    role: ADMIN_ROLES.serviceAdmin,
    menu: false,
    page: lazy(() => import('./pages/services/edit')),
  },
  {
    path: '/services/:id',
    label: '服务编辑',
    role: ADMIN_ROLES.serviceAdmin,
    menu: false,
    page: lazy(() => import('./pages/services/edit')),
  },
  {
    path: '/services/:id/form',
    label: '表单设计',
    role: ADMIN_ROLES.serviceAdmin,
    menu: false,
    page: lazy(() => import('./pages/services/form-design')),
  },
  {
    path: '/service-categories',
    label: '服务分类',
    role: ADMIN_ROLES.serviceAdmin,
    menu: true,
    page: lazy(() => import('./pages/services/categories')),
  },
  {
    path: '/service-evaluations',
    label: '评价管理',
    role: ADMIN_ROLES.serviceAdmin,
    menu: true,
    page: lazy(() => import('./pages/services/evaluations')),
  },
  {
    path: '/directory-sync',
    label: '目录同步',
    role: ADMIN_ROLES.globalAdmin,
    menu: true,
    page: lazy(() => import('./pages/directory-sync')),
  },
  { path: '/accounts', label: '账号', role: 'division', menu: true, page: lazy(() => import('./pages/people/accounts')) },
  { path: '/roles', label: '角色', role: ADMIN_ROLES.globalAdmin, menu: true, page: lazy(() => import('./pages/people/roles')) },
  { path: '/orgs', label: '组织机构', role: 'division', menu: true, page: lazy(() => import('./pages/people/orgs')) },
  { path: '/groups', label: '用户组', role: 'division', menu: true, page: lazy(() => import('./pages/people/groups')) },
  {
    path: '/directory-import',
    label: '导入',
    role: ADMIN_ROLES.globalAdmin,
    menu: true,
    page: lazy(() => import('./pages/directory-import')),
  },
  { path: '/audit', label: '操作日志', role: ADMIN_ROLES.globalAdmin, menu: true, page: lazy(() => import('./pages/audit-log')) },
  { path: '/config/tabs', label: '标签栏', role: ADMIN_ROLES.globalAdmin, menu: true, page: lazy(() => import('./pages/config/tabs')) },
  { path: '/config/themes', label: '主题', role: ADMIN_ROLES.globalAdmin, menu: true, page: lazy(() => import('./pages/config/themes')) },
  {
    path: '/config/system',
    label: '系统设置',
    role: ADMIN_ROLES.globalAdmin,
    menu: true,
    page: lazy(() => import('./pages/config/system')),
  },
  {
    path: '/config/module',
    label: '模块设置',
    role: ADMIN_ROLES.globalAdmin,
    menu: true,
    page: lazy(() => import('./pages/config/module')),
  },
  {
    path: '/config/agreements',
    label: '协议与隐私',
    role: ADMIN_ROLES.globalAdmin,
    menu: true,
    page: lazy(() => import('./pages/config/agreements')),
  },
  {
    path: '/config/releases',
    label: '分流与版本',
    role: ADMIN_ROLES.globalAdmin,
    menu: true,
    page: lazy(() => import('./pages/config/releases')),
  },
  {
    path: '/config/identity',
    label: '统一身份认证',
    role: ADMIN_ROLES.globalAdmin,
    menu: true,
    page: lazy(() => import('./pages/config/identity')),
  },
] as const satisfies readonly { path: string; label: string; role: AdminRoleCode | 'any' | 'division'; menu: boolean; page: unknown }[]

export type ConsoleRoute = (typeof consoleRoutes)[number]
