import { useEffect } from 'react'
import { Button, Divider, Space, Tooltip } from 'antd'
import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'

interface Tool {
  label: string
  title: string
  active?: (editor: Editor) => boolean
  run: (editor: Editor) => void
}

// What the server's sanitiser keeps (server/src/lib/cms/cms-sanitize.ts): paragraphs, headings, lists, quotes, bold, italic.
const TOOLS: Tool[][] = [
  [
    { label: 'B', title: '加粗', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
    { label: 'I', title: '斜体', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  ],
  [
    {
      label: '标题',
      title: '小标题',
      active: (e) => e.isActive('heading', { level: 3 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    { label: '• 列表', title: '项目列表', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
    {
      label: '1. 列表',
      title: '编号列表',
      active: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    { label: '引用', title: '引用', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  ],
  [
    { label: '撤销', title: '撤销', run: (e) => e.chain().focus().undo().run() },
    { label: '重做', title: '重做', run: (e) => e.chain().focus().redo().run() },
  ],
]

/** The article body: TipTap (ProseMirror) with the formatting the portal shows; value and onChange are HTML. */
export function RichTextEditor({ value, onChange }: { value?: string; onChange?: (html: string) => void }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: false, underline: false })],
    content: value ?? '',
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
    editorProps: { attributes: { class: 'console-rich-text', 'aria-label': '正文' } },
  })
  // A reload (after a stale-edit refusal) replaces the text. An editor already destroyed (the page re-rendered it while
  // opening) has no schema left to read: getHTML on it throws and took the whole page down.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== undefined && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false })
    }
  }, [editor, value])
  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space split={<Divider type="vertical" />} style={{ padding: '6px 8px', borderBottom: '1px solid #f0f0f0', width: '100%' }}>
        {TOOLS.map((group, index) => (
          <Space size={4} key={index}>
            {group.map((tool) => (
              <Tooltip title={tool.title} key={tool.title}>
                <Button
                  aria-label={tool.title}
                  size="small"
                  type={editor && tool.active?.(editor) ? 'primary' : 'text'}
                  disabled={!editor}
                  onClick={() => editor && tool.run(editor)}
                >
                  {tool.label}
                </Button>
              </Tooltip>
            ))}
          </Space>
        ))}
      </Space>
      <EditorContent editor={editor} />
    </div>
  )
}
