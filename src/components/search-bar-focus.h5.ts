/**
 * NutUI SearchBar's `autoFocus` calls focus() on Taro's input from an effect, which under Preact can run
 * before the input has drawn its <input> (a TypeError); the input's own autoFocus focuses it once drawn.
 */
export const SEARCH_BAR_AUTO_FOCUS = { inputProps: { autoFocus: true } } as const
