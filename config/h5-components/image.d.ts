import type { ForwardRefExoticComponent, HTMLAttributes, ImgHTMLAttributes, RefAttributes } from 'react'

/** Props of the H5 Image (image.js): Taro's html Image's, whose `aria-label` becomes the `<img>`'s alt. */
export interface LabelledImageProps extends HTMLAttributes<HTMLDivElement> {
  src: string
  mode?: string
  lazyLoad?: boolean
  imgProps?: ImgHTMLAttributes<HTMLImageElement>
}

export declare const Image: ForwardRefExoticComponent<LabelledImageProps & RefAttributes<HTMLDivElement>>
