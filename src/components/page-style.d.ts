/**
 * Contract of `page-style.h5.tsx` / `page-style.weapp.tsx`: what every page draws for its own style (text size,
 * 长辈模式, 浅色 / 深色) where its root cannot be styled from script. PageOverlay draws it on every page that has one;
 * a page without PageOverlay draws it itself.
 */
export declare function PageStyle(): JSX.Element | null
