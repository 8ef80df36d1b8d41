import { Button } from 'antd'

/** 上移 / 下移 for row `index` of an ordered list: `save` gets every id in the new order. */
export function orderActions(rows: readonly { id: number }[], index: number, save: (ids: number[]) => unknown) {
  const move = (by: -1 | 1) => {
    const ids = rows.map((row) => row.id)
    ;[ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!]
    void save(ids)
  }
  return (
    <>
      <Button type="link" size="small" disabled={index === 0} onClick={() => move(-1)}>
        上移
      </Button>
      <Button type="link" size="small" disabled={index === rows.length - 1} onClick={() => move(1)}>
        下移
      </Button>
    </>
  )
}
