import { useEffect, useRef, useState } from 'react'
import { Select, Spin } from 'antd'
import { peopleApi } from '../../api/people'

export interface PersonOption {
  value: string
  label: string
}
type Option = PersonOption

/** The 账号 search (全局管理员, or a division admin within the division): the value is the account id. */
const searchAccounts = async (keyword: string): Promise<Option[]> =>
  (await peopleApi.accountList({ keyword, pageNum: 1, pageSize: 20 })).items.map((row) => ({
    value: row.accountId,
    label: `${row.userName}（${row.username}）${row.orgName ? ` · ${row.orgName}` : ''}`,
  }))

/**
 * Picks one person by the 账号 search (name, number, pinyin, phone; a division admin finds their division's people).
 * The value is the account id. `search` replaces the 账号 search (another role's people search); `multiple` picks several.
 */
export function PersonPicker(props: {
  value?: string
  onChange?: (accountId: string | undefined) => void
  placeholder?: string
  search?: (keyword: string) => Promise<Option[]>
}): JSX.Element
export function PersonPicker(props: {
  value?: string[]
  onChange?: (values: string[]) => void
  placeholder?: string
  search?: (keyword: string) => Promise<Option[]>
  multiple: true
}): JSX.Element
export function PersonPicker({
  value,
  onChange,
  placeholder = '输入姓名、学号/工号或拼音搜索',
  search: find = searchAccounts,
  multiple,
}: {
  value?: string | string[]
  onChange?: ((accountId: string | undefined) => void) | ((values: string[]) => void)
  placeholder?: string
  search?: (keyword: string) => Promise<Option[]>
  multiple?: true
}) {
  const [options, setOptions] = useState<Option[]>([])
  const [searching, setSearching] = useState(false)
  const [failed, setFailed] = useState<string>()
  const latest = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])
  const search = (keyword: string) => {
    clearTimeout(timer.current)
    const asked = ++latest.current
    if (!keyword.trim()) {
      setOptions([])
      return
    }
    timer.current = setTimeout(() => {
      setSearching(true)
      find(keyword.trim())
        .then((found) => {
          if (asked !== latest.current) return
          setFailed(undefined)
          setOptions(found)
        })
        .catch((error: Error) => asked === latest.current && setFailed(error.message))
        .finally(() => asked === latest.current && setSearching(false))
    }, 250)
  }
  return (
    <Select
      showSearch
      allowClear
      mode={multiple ? 'multiple' : undefined}
      value={value}
      onChange={onChange as (value: string | string[]) => void}
      placeholder={placeholder}
      filterOption={false}
      onSearch={search}
      options={options}
      notFoundContent={searching ? <Spin size="small" /> : failed ? `搜索失败：${failed}` : '无匹配人员'}
      style={{ width: '100%' }}
    />
  )
}
