import '@nutui/nutui-react-taro/dist/es/packages/empty/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import type { EmptyBoxProps } from './empty-box-props'

/**
 * NutUI's Empty and its primary small button on H5: NutUI's markup and styles on plain elements. NutUI's Empty
 * imports its Button, which is built on Taro's Button, a Stencil custom element: with them the Stencil runtime
 * (~12 KB gzip) came with the first load of the home and of every page whose empty, error, signed-out or
 * no-network state can show, and offline that script could not load for the "reload" button.
 */
export function EmptyBox({ image, title, description, actionText, onAction }: EmptyBoxProps) {
  return (
    <div className="nut-empty">
      <div className="nut-empty-small">{image}</div>
      {typeof title === 'string' && title ? <div className="nut-empty-title">{title}</div> : title}
      {typeof description === 'string' ? <div className="nut-empty-description">{description}</div> : description}
      {actionText && onAction ? (
        <div className="portal-empty__action">
          <button
            type="button"
            className="nut-button nut-button-primary nut-button-primary-solid nut-button-small nut-button-round nut-button-round-small"
            onClick={onAction}
          >
            <div className="nut-button-wrap">
              <div className="nut-button-children nut-button-small-children nut-button-primary-children">{actionText}</div>
            </div>
          </button>
        </div>
      ) : null}
    </div>
  )
}
