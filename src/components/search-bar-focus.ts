/** The mini-program's input takes SearchBar's `autoFocus` as its `focus` property. */
export const SEARCH_BAR_AUTO_FOCUS = { autoFocus: true } as const
