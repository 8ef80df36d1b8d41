import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { searchAccounts } from '@/features/tasks/api'
import type { AccountEntry } from '@/features/tasks/types'
import { AccountSearchPopup } from './account-search-popup'
import './person-field.scss'

/**
 * A 人员 field: searched by name or number in the people search, one person picked; shows the name and number,
 * × clears it. The value is the username the server checks (contract/form-field-rules, case 'person').
 */
export function PersonField({
  value,
  onChange,
  label,
  disabled,
}: {
  value: unknown
  onChange: (username: string | undefined) => void
  label: string
  disabled?: boolean
}) {
  const username = typeof value === 'string' && value !== '' ? value : undefined
  const [open, setOpen] = useState(false)
  const [picked, setPicked] = useState<AccountEntry | null>(null)
  // A saved username (a draft) is looked up once for the name it shows.
  useEffect(() => {
    if (!username || picked?.username === username) return
    let current = true
    searchAccounts(username, 1, 20)
      .then((page) => {
        const found = page.items.find((account) => account.username === username)
        if (current && found) setPicked(found)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [username, picked])
  const shown = picked && picked.username === username ? picked : null

  return (
    <View className="person-field">
      <View
        className="portal-form__picker person-field__value"
        onClick={() => !disabled && setOpen(true)}
        aria-label={`选择${label}`}
        data-testid="person-field"
        {...BUTTON_ROLE}
      >
        {username ? (
          <Text className="portal-form__picker-value">{shown ? `${shown.name}（${shown.username}）` : username}</Text>
        ) : (
          <Text className="portal-form__picker-placeholder">搜索姓名或工号</Text>
        )}
      </View>
      {username && !disabled ? (
        <Text className="person-field__clear" aria-label={`清除${label}`} onClick={() => onChange(undefined)} {...BUTTON_ROLE}>
          ×
        </Text>
      ) : null}
      <AccountSearchPopup
        visible={open}
        title={`选择${label}`}
        onPick={(account) => {
          setPicked(account)
          onChange(account.username)
          setOpen(false)
        }}
        onClose={() => setOpen(false)}
      />
    </View>
  )
}
