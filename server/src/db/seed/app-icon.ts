/** A small square app icon with one character, as a data URI (no asset files needed). */
export function appIcon(text: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="${color}"/><text x="48" y="62" font-size="44" font-family="PingFang SC,Microsoft YaHei,sans-serif" fill="#fff" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
