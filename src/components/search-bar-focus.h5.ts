/**
 * NutUI SearchBar's `autoFocus` calls focus() on Taro's input from an effect, which can run before the input (a
 * custom element that draws itself after it connects) has drawn its <input> (a TypeError); the input's own autoFocus
 * focuses it once drawn.
 */
export const SEARCH_BAR_AUTO_FOCUS = { inputProps: { autoFocus: true } } as const
