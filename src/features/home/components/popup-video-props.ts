export interface PopupVideoProps {
  src: string
  poster: string
}
