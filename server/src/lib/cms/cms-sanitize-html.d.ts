// Minimal typing of sanitize-html 2.x (the package ships none and @types/sanitize-html is not installed).
declare module 'sanitize-html' {
  export interface Attributes {
    [name: string]: string
  }
  export interface Frame {
    tag: string
    attribs: Attributes
    text: string
    tagPosition: number
    mediaChildren: string[]
  }
  export interface Options {
    allowedTags?: string[] | false
    allowedAttributes?: Record<string, string[]> | false
    allowedSchemes?: string[]
    allowedSchemesByTag?: Record<string, string[]>
    allowedSchemesAppliedToAttributes?: string[]
    allowProtocolRelative?: boolean
    allowedStyles?: Record<string, Record<string, RegExp[]>>
    disallowedTagsMode?: 'discard' | 'escape' | 'recursiveEscape' | 'completelyDiscard'
    nonTextTags?: string[]
    enforceHtmlBoundary?: boolean
    parseStyleAttributes?: boolean
    transformTags?: Record<
      string,
      string | ((tagName: string, attribs: Attributes) => { tagName: string; attribs: Attributes; text?: string })
    >
    exclusiveFilter?: (frame: Frame) => boolean
    textFilter?: (text: string, tagName: string) => string
  }
  function sanitizeHtml(dirty: string, options?: Options): string
  export default sanitizeHtml
}
