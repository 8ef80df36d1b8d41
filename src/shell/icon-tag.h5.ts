/**
 * NutUI icons render as an `<i>` painted with a CSS mask, which a browser draws as it is (the mini-program's
 * twin makes them `view`s). Nothing is imported here: the icon library's index module would bring every icon
 * the app uses anywhere into the first script.
 */
export function drawIconsAsViews(): void {}
