import { configure } from '@nutui/icons-react-taro'

/**
 * NutUI icons render as an `<i>` painted with a CSS mask. The mini-program's templates have no `<i>`, so
 * there every icon (the checkbox ticks, the arrows) would render as nothing; a `view` carries the same
 * class and mask. H5 keeps the library's default (`icon-tag.h5.ts`).
 */
export function drawIconsAsViews(): void {
  configure({ tag: 'view' })
}
