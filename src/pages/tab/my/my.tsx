import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { PersonInfoCard } from '@contract/personal'
import { useFeatureStore, useStores } from '@/stores/context'
import { logout } from '@/shell/logout'
import { IDENTITY_NAMES } from '@/lib/identity-names'
import { pageRootClass } from '@/lib/elder-mode'
import { confirmLogout } from '@/shell/confirm-logout'
import { nav } from '@/routes/nav'
import { PageOverlay } from '@/components/page-overlay'
import { scanAndOpen } from '@/features/services/scan'
import { getPersonInfoCards } from '@/features/personal/api'
import { profileFeature } from '@/features/personal/profile-store'
import { InfoCards } from '@/features/personal/components/info-cards'
import { UserAvatar } from '@/features/personal/components/user-avatar'
import { DetailSheet } from '@/features/personal/components/detail-sheet'
import { ECardPanel } from '@/features/personal/components/ecard-panel'
import { BooksPanel } from '@/features/personal/components/books-panel'
import { MailboxPanel } from '@/features/personal/components/mailbox-panel'
import { ResearchPanel } from '@/features/personal/components/research-panel'
import './my.scss'
import { BUTTON_ROLE } from '@/components/a11y'

const SHEET_TITLES: Record<PersonInfoCard['code'], string> = { ecard: '校园卡', books: '图书借阅', mailbox: '邮箱', research: '科研成果' }

function MyTab() {
  const store = useStores()
  const { account, portalConfig } = store
  const profile = useFeatureStore(profileFeature)
  const modules = portalConfig.modules
  const [cards, setCards] = useState<PersonInfoCard[]>([])
  const [open, setOpen] = useState<PersonInfoCard['code'] | null>(null)

  const signedIn = account.isSignedIn
  const refresh = useCallback(() => {
    if (!signedIn) return
    void profile.load().catch(() => undefined)
    getPersonInfoCards().then(setCards, () => undefined)
  }, [signedIn, profile])
  useEffect(refresh, [refresh])
  useDidShow(refresh)

  const me = profile.me
  const identity = account.identity ? IDENTITY_NAMES[account.identity] : ''
  const panel = {
    ecard: <ECardPanel onChanged={refresh} />,
    books: <BooksPanel onChanged={refresh} />,
    mailbox: <MailboxPanel />,
    research: <ResearchPanel />,
  }

  return (
    <View className={pageRootClass('my-page')}>
      <View className="my-page__card" {...BUTTON_ROLE} data-testid="my-profile" onClick={() => account.isSignedIn && void nav.to('myInfo')}>
        <UserAvatar url={profile.avatarUrl} name={account.displayName} />
        <View className="my-page__who">
          <Text className="my-page__name">{account.displayName || '未登录'}</Text>
          {account.isSignedIn && profile.nickname ? (
            <Text className="my-page__meta" data-testid="my-nickname">
              昵称 {profile.nickname}
            </Text>
          ) : null}
          <Text className="my-page__meta">
            {account.username} {identity ? `· ${identity}` : ''}
          </Text>
          {me?.orgName ? <Text className="my-page__meta">{me.orgName}</Text> : null}
        </View>
      </View>
      {account.isSignedIn ? <InfoCards cards={cards} onOpen={setOpen} /> : null}
      {account.isSignedIn ? (
        <Cell.Group>
          {modules.isShowFavorite ? <Cell title="我的收藏" clickable onClick={() => void nav.to('myFavorite')} /> : null}
          <Cell title="浏览历史" clickable onClick={() => void nav.to('newsHistory')} />
          {account.identity && account.identity !== 'guest' ? (
            <Cell title="单位工作台" clickable onClick={() => void nav.to('secondWorkIndex')} />
          ) : null}
          {modules.isShowFeedback ? <Cell title="意见反馈" clickable onClick={() => void nav.to('suggestNew')} /> : null}
          {modules.isShowScan ? <Cell title="扫一扫" clickable onClick={() => void scanAndOpen()} /> : null}
          {modules.isShowRobot ? <Cell title="客服" clickable onClick={() => void nav.to('robot')} /> : null}
          {modules.telephone ? (
            <Cell
              title="联系电话"
              extra={modules.telephone}
              clickable
              onClick={() => void Taro.makePhoneCall({ phoneNumber: modules.telephone }).catch(() => undefined)}
            />
          ) : null}
          <Cell title="设置" clickable onClick={() => void nav.to('set')} />
        </Cell.Group>
      ) : null}
      <View className="my-page__actions">
        <Button
          block
          type="default"
          onClick={async () => {
            if (await confirmLogout()) await logout(store)
          }}
        >
          退出登录
        </Button>
      </View>
      {open ? (
        <DetailSheet title={SHEET_TITLES[open]} visible onClose={() => setOpen(null)}>
          {panel[open]}
        </DetailSheet>
      ) : null}
      <PageOverlay />
    </View>
  )
}

export default observer(MyTab)
