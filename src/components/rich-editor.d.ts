/** Contract of `rich-editor.h5.tsx` (contenteditable) / `rich-editor.weapp.tsx` (WeChat's <editor>). */
import type { RichEditorProps } from './rich-editor-toolbar'

export type { RichEditorProps }
export declare function RichEditor(props: RichEditorProps): JSX.Element
