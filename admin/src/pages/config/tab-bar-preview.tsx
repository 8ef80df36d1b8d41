import type { ConsoleTab, ConsoleTheme } from '@contract/admin-config'
import type { IdentityTypeCode } from '@contract/common'

const TAB_COLOR = '#3A3C40'
const SELECTED_COLOR = '#ED663F'

/**
 * The tab bar a phone shows for one identity, by the portal's rules (src/features/theme/tab-labels.ts and the
 * tab-bar store): a tab's per-identity name wins, then a theme in force (its labels and icons), then the tab's own
 * name and icons. A tab whose configuration is not shown keeps the app's built-in label.
 */
export function TabBarPreview({
  tabs,
  identity,
  theme,
  selected = 0,
}: {
  tabs: readonly ConsoleTab[]
  identity: IdentityTypeCode
  theme: ConsoleTheme | undefined
  selected?: number
}) {
  return (
    <div
      data-testid="tab-bar-preview"
      style={{
        // Frame included: the preview card's body is 288 px wide (the 360 px column less the gutter and the card's padding).
        boxSizing: 'border-box',
        width: 288,
        height: 540,
        border: '10px solid #222',
        borderRadius: 36,
        background: '#F6F6F6',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <div style={{ height: 44, background: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 600 }}>
        预览
      </div>
      <div
        style={{
          position: 'absolute',
          bottom: 0,
          left: 0,
          right: 0,
          height: 56,
          background: '#fff',
          borderTop: '1px solid #eee',
          display: 'flex',
        }}
      >
        {tabs.map((tab, index) => {
          const themed = theme?.footTabs[index]
          const ownName = tab.showDifferentName ? tab.differentNames.find((entry) => entry.code === identity)?.tabName : undefined
          const configured = tab.showTab
          const label = (configured && ownName) || themed?.text || themed?.name || (configured ? tab.tabName : '（应用默认）')
          const active = index === selected
          const icon = active ? themed?.selectedIconPath || tab.normalSelectPic : themed?.iconPath || tab.normalUnselectPic
          return (
            <div
              key={tab.id}
              style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
            >
              <img src={icon} width={24} height={24} alt="" />
              <span style={{ fontSize: 11, color: active ? SELECTED_COLOR : TAB_COLOR, opacity: configured ? 1 : 0.5 }}>{label}</span>
            </div>
          )
        })}
      </div>
    </div>
  )
}
