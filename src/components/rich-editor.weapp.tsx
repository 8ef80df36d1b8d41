import { useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Editor, View } from '@tarojs/components'
import { RichEditorToolbar, type RichCommand, type RichEditorProps } from './rich-editor-toolbar'
import './rich-editor.scss'

/** The part of WeChat's EditorContext the tools use. */
interface EditorContext {
  format: (name: string, value?: string) => void
  insertImage: (options: { src: string; alt?: string; width?: string }) => void
  insertText: (options: { text: string }) => void
  setContents: (options: { html: string }) => void
  getContents: (options: { success: (result: { html: string }) => void }) => void
}

let editorCount = 0

/**
 * WeChat's <editor>: tools format through its EditorContext and every change is read back with getContents as HTML.
 * Its formats have no link, so 链接 inserts the address as text. H5 twin: `rich-editor.h5.tsx`.
 */
export function RichEditor({ initialHtml, onChange, pickImage, placeholder }: RichEditorProps) {
  const [id] = useState(() => `rich-editor-${(editorCount += 1)}`)
  const context = useRef<EditorContext | null>(null)
  const [active, setActive] = useState<RichCommand[]>([])
  const [busy, setBusy] = useState(false)

  const ready = () => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .context((result) => {
        context.current = (result as { context: EditorContext }).context
        if (initialHtml) context.current.setContents({ html: initialHtml })
      })
      .exec()
  }
  const emit = () => context.current?.getContents({ success: (result) => onChange(result.html) })

  const run = async (command: RichCommand) => {
    const editor = context.current
    if (!editor) return
    if (command === 'bold') editor.format('bold')
    else if (command === 'italic') editor.format('italic')
    else if (command === 'heading') editor.format('header', 'H2')
    else if (command === 'ordered') editor.format('list', 'ordered')
    else if (command === 'bullet') editor.format('list', 'bullet')
    else {
      setBusy(true)
      try {
        const src = await pickImage()
        if (src) editor.insertImage({ src, alt: '', width: '100%' })
      } finally {
        setBusy(false)
      }
    }
    emit()
  }

  return (
    <View className="rich-editor">
      <RichEditorToolbar
        onCommand={(command) => void run(command)}
        onLink={(href) => (context.current?.insertText({ text: href }), emit())}
        active={active}
        busy={busy}
      />
      <Editor
        id={id}
        className="rich-editor__area"
        placeholder={placeholder}
        onReady={ready}
        onInput={emit}
        onStatusChange={(event) => {
          const formats = event.detail as Record<string, unknown>
          setActive(
            [
              formats.bold ? 'bold' : null,
              formats.italic ? 'italic' : null,
              formats.header ? 'heading' : null,
              formats.list === 'ordered' ? 'ordered' : null,
              formats.list === 'bullet' ? 'bullet' : null,
            ].filter(Boolean) as RichCommand[],
          )
        }}
      />
    </View>
  )
}
