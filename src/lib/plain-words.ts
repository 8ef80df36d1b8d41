/**
 * 长辈模式's plainer wording (互联网应用适老化: say what a control does in everyday words). Our own words that
 * assume a habit of using apps — 暂无数据, 下拉刷新, 免打扰, 置顶, 清除缓存, 拼音首字母 — said the way one would say them
 * to an older colleague. Only our own text: the spec's names (tabs, page titles, services) stay as the spec gives
 * them, and a server's message is shown as it came.
 *
 * `plain(text)` reads 长辈模式 observably: a MobX observer that calls it follows the switch at once.
 */
import { elderModeOn } from './elder-mode'

const PLAIN: Readonly<Record<string, string>> = {
  // The kit: empty, failed and offline states, lists (components/constants.ts TEXT).
  暂无数据: '这里还没有内容',
  加载失败: '没能打开，请再试一次',
  '加载失败，点击重试': '没能打开，点这里再试一次',
  重试: '再试一次',
  '哎呀，网络信号丢失了': '手机没有连上网络',
  重新加载: '再打开一次',
  '网络已断开，正在显示已加载的内容': '手机没有连上网络，下面是刚才打开过的内容',
  '网络仍未连接，请检查网络设置': '手机还是没有连上网络，请打开无线网或移动数据',
  内容不存在或已被删除: '找不到这条内容，它可能已经删除了',
  登录后查看更多内容: '登录以后才能看这里的内容',
  没有更多了: '已经到底了',
  加载更多: '看更多',
  下拉刷新: '往下拉可以更新',
  释放刷新: '松开手就更新',
  '刷新中…': '正在更新…',
  刷新成功: '已经更新',
  回到顶部: '回到最上面',
  // 首页 and 服务.
  暂无首页内容: '首页还没有内容',
  '搜索服务名称、拼音首字母或部门': '按名字找服务',
  编辑: '调整',
  '点击“编辑”后在下方分类中添加常用服务': '点右边的“调整”，再点服务上的“+”，常用的服务就会放在这里',
  // 消息.
  暂无消息: '还没有消息',
  暂无待办: '现在没有要办的事',
  没有未读消息: '消息都看过了',
  全部已读: '全部标成看过',
  标为已读: '标成看过了',
  已标为已读: '已标成看过了',
  '将全部消息标为已读？': '把所有消息都标成看过了吗？',
  免打扰: '不提醒',
  取消免打扰: '恢复提醒',
  已设为免打扰: '以后这里的消息不再提醒',
  已取消免打扰: '已恢复提醒',
  置顶: '放到最上面',
  取消置顶: '不放在最上面',
  已置顶: '已放到最上面',
  已取消置顶: '已不放在最上面',
  // 我的 › 设置.
  清除缓存: '清理临时文件',
  '确定清除缓存吗？登录状态与必要设置会保留。': '要清理临时文件吗？登录和设置都不会丢。',
  缓存已清除: '已经清理好了',
  检查更新: '看看有没有新版本',
  已是最新版本: '已经是最新的了',
}

/** `text` in plainer words when 长辈模式 is on and there are some; otherwise `text` as it is. */
export function plain(text: string): string {
  return elderModeOn() ? (PLAIN[text] ?? text) : text
}

/** Every usual text that has plainer words (for tests and the wording table's review). */
export function plainWordings(): ReadonlyArray<readonly [string, string]> {
  return Object.entries(PLAIN)
}
