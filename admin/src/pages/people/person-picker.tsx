import { useEffect, useRef, useState } from 'react'
import { Select, Spin } from 'antd'
import { peopleApi } from '../../api/people'

interface Option {
  value: string
  label: string
}

/**
 * Picks one person by the 账号 search (name, number, pinyin, phone; a division admin finds their division's people).
 * The value is the account id.
 */
export function PersonPicker({
  value,
  onChange,
  placeholder = '输入姓名、学号/工号或拼音搜索',
}: {
  value?: string
  onChange?: (accountId: string | undefined) => void
  placeholder?: string
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
      peopleApi
        .accountList({ keyword: keyword.trim(), pageNum: 1, pageSize: 20 })
        .then((page) => {
          if (asked !== latest.current) return
          setFailed(undefined)
          setOptions(
            page.items.map((row) => ({
              value: row.accountId,
              label: `${row.userName}（${row.username}）${row.orgName ? ` · ${row.orgName}` : ''}`,
            })),
          )
        })
        .catch((error: Error) => asked === latest.current && setFailed(error.message))
        .finally(() => asked === latest.current && setSearching(false))
    }, 250)
  }
  return (
    <Select
      showSearch
      allowClear
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      filterOption={false}
      onSearch={search}
      options={options}
      notFoundContent={searching ? <Spin size="small" /> : failed ? `搜索失败：${failed}` : '无匹配人员'}
      style={{ width: '100%' }}
    />
  )
}
