/** Yuan with two decimals and the ¥ sign. */
export function formatYuan(yuan: number): string {
  return `¥${yuan.toFixed(2)}`
}
