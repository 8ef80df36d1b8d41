import { useEffect, useRef, useState } from 'react'
import { RichEditorToolbar, type RichCommand, type RichEditorProps } from './rich-editor-toolbar'
import './rich-editor.scss'

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** Which tools are on at the caret, as the browser reports it. */
function activeTools(): RichCommand[] {
  const on: RichCommand[] = []
  if (document.queryCommandState('bold')) on.push('bold')
  if (document.queryCommandState('italic')) on.push('italic')
  if (/^h[1-4]$/i.test(document.queryCommandValue('formatBlock'))) on.push('heading')
  if (document.queryCommandState('insertOrderedList')) on.push('ordered')
  if (document.queryCommandState('insertUnorderedList')) on.push('bullet')
  return on
}

/**
 * The browser's editor: a contenteditable area driven by the browser's own editing commands (no library: what the
 * tools need is built into every browser, and the page stays small). H5 twin of `rich-editor.weapp.tsx`.
 */
export function RichEditor({ initialHtml, onChange, pickImage, placeholder }: RichEditorProps) {
  const area = useRef<HTMLDivElement>(null)
  // The caret's place, kept while the user taps a tool (which moves focus out of the area).
  const saved = useRef<Range | null>(null)
  const [active, setActive] = useState<RichCommand[]>([])
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (area.current) area.current.innerHTML = initialHtml
    document.execCommand('defaultParagraphSeparator', false, 'p')
    const remember = () => {
      const selection = document.getSelection()
      if (!selection || selection.rangeCount === 0 || !area.current?.contains(selection.anchorNode)) return
      saved.current = selection.getRangeAt(0).cloneRange()
      setActive(activeTools())
    }
    document.addEventListener('selectionchange', remember)
    return () => document.removeEventListener('selectionchange', remember)
    // The initial HTML is set once: later renders must not reset what the user typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const emit = () => onChange(area.current?.innerHTML ?? '')
  const restore = () => {
    area.current?.focus()
    const selection = document.getSelection()
    if (!selection) return
    selection.removeAllRanges()
    if (saved.current) selection.addRange(saved.current)
    else if (area.current) {
      const end = document.createRange()
      end.selectNodeContents(area.current)
      end.collapse(false)
      selection.addRange(end)
    }
  }
  const exec = (command: string, value?: string) => {
    restore()
    document.execCommand(command, false, value)
    emit()
    setActive(activeTools())
  }

  const run = async (command: RichCommand) => {
    if (command === 'bold') return exec('bold')
    if (command === 'italic') return exec('italic')
    if (command === 'heading') return exec('formatBlock', active.includes('heading') ? 'p' : 'h2')
    if (command === 'ordered') return exec('insertOrderedList')
    if (command === 'bullet') return exec('insertUnorderedList')
    setBusy(true)
    try {
      const src = await pickImage()
      if (src) exec('insertHTML', `<img src="${escapeAttribute(src)}" alt="">`)
    } finally {
      setBusy(false)
    }
  }
  const link = (href: string) => {
    restore()
    const selection = document.getSelection()
    if (selection && !selection.isCollapsed) document.execCommand('createLink', false, href)
    else document.execCommand('insertHTML', false, `<a href="${escapeAttribute(href)}">${escapeAttribute(href)}</a>`)
    emit()
  }

  return (
    <div className="rich-editor">
      <RichEditorToolbar onCommand={(command) => void run(command)} onLink={link} active={active} busy={busy} />
      <div
        ref={area}
        className="rich-editor__area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label="内容"
        data-placeholder={placeholder ?? ''}
        data-testid="rich-editor-area"
        onInput={emit}
      />
    </div>
  )
}
