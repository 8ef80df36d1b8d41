import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { DetailPage } from '@/components/detail-page'
import { EmptyState } from '@/components/empty-state'
import { BUTTON_ROLE } from '@/components/a11y'
import { nav } from '@/routes/nav'
import { useFeatureStore } from '@/stores/context'
import { orgChildren } from '@/features/online-send/api'
import { orgEntry } from '@/features/online-send/chosen-list'
import { DoneFooter } from '@/features/online-send/components/done-footer'
import { PickRow } from '@/features/online-send/components/pick-row'
import { chooseListFeature } from '@/features/online-send/choose-list-store'
import '@/features/online-send/components/online-send.scss'

/** The organisation tree, one level per page: select a whole unit, drill into 下级, or pick 人员 inside it. */
function ChooseOrganizationPage() {
  const chooseList = useFeatureStore(chooseListFeature)
  const code = useRouter().params.code
  return (
    <DetailPage
      load={() => orgChildren(code)}
      deps={[code]}
      footer={() => <DoneFooter store={chooseList} />}
      render={(level) => (
        <View>
          {level.unit ? (
            <Text className="os-section-title" data-testid="org-path">
              {level.unit.path}（{level.unit.memberCount} 人）
            </Text>
          ) : null}
          {level.children.length === 0 ? <EmptyState description="没有下级机构" /> : null}
          {level.children.map((unit) => {
            const entry = orgEntry(unit.ins_code, unit.name)
            return (
              <PickRow
                key={unit.ins_code}
                name={unit.name}
                sub={`${unit.memberCount} 人`}
                checked={chooseList.has(entry)}
                allowed={unit.mayReceive}
                onToggle={() => chooseList.toggle(entry)}
                testId={`org-${unit.ins_code}`}
                extra={
                  <View className="os-row__extra">
                    {unit.memberCount > 0 ? (
                      <Text
                        className="os-row__link"
                        {...BUTTON_ROLE}
                        onClick={() => nav.to('peopleSearch', { code: unit.ins_code, name: unit.name })}
                        data-testid={`org-people-${unit.ins_code}`}
                      >
                        人员
                      </Text>
                    ) : null}
                    {unit.childCount > 0 ? (
                      <Text
                        className="os-row__link"
                        {...BUTTON_ROLE}
                        onClick={() => nav.to('chooseOrganization', { code: unit.ins_code })}
                        data-testid={`org-open-${unit.ins_code}`}
                      >
                        下级 ›
                      </Text>
                    ) : null}
                  </View>
                }
              />
            )
          })}
        </View>
      )}
    />
  )
}

export default observer(ChooseOrganizationPage)
