/**
 * Colours code passes to APIs that take one (Taro's showModal, NutUI's Avatar); stylesheets use tokens.scss. The
 * brand orange (#ED663F) is 3.2:1 on white, so text in it, and white text on it, use this darker shade of the same
 * hue ($color-primary-text / $color-primary-fill: 5.2:1).
 */
export const PRIMARY_TEXT = '#C63B13'
