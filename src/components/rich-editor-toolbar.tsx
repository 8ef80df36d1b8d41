import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { BUTTON_ROLE } from './a11y'
import './rich-editor.scss'

/** What both platform editors take. */
export interface RichEditorProps {
  /** The HTML to start from (stored rich text; sanitised again by the server on save). */
  initialHtml: string
  /** Every change, as HTML. */
  onChange: (html: string) => void
  /** Lets the user pick and upload an image; resolves with its address, or null when cancelled or failed. */
  pickImage: () => Promise<string | null>
  placeholder?: string
}

export type RichCommand = 'bold' | 'italic' | 'heading' | 'ordered' | 'bullet' | 'image'

/** What each tool shows and is called (the label is what a screen reader announces). */
const TOOLS: { command: RichCommand; glyph: string; label: string; className?: string }[] = [
  { command: 'bold', glyph: 'B', label: '加粗', className: 'rich-tool--bold' },
  { command: 'italic', glyph: 'I', label: '斜体', className: 'rich-tool--italic' },
  { command: 'heading', glyph: 'H', label: '标题' },
  { command: 'ordered', glyph: '1.', label: '有序列表' },
  { command: 'bullet', glyph: '•', label: '无序列表' },
  { command: 'image', glyph: '图', label: '插入图片' },
]

/** An http(s) address, as the server's sanitiser keeps links (others are dropped there). */
export const isLinkAddress = (text: string): boolean => /^https?:\/\/[^\s/?#]+\S*$/i.test(text.trim())

/**
 * The formatting tools shared by both editors. 链接 opens a row to type the address; `onLink` gets it checked.
 * `active` marks the tools whose format is on at the caret.
 */
export function RichEditorToolbar({
  onCommand,
  onLink,
  active = [],
  busy = false,
}: {
  onCommand: (command: RichCommand) => void
  onLink: (href: string) => void
  active?: RichCommand[]
  busy?: boolean
}) {
  const [linking, setLinking] = useState(false)
  const [href, setHref] = useState('https://')
  const [problem, setProblem] = useState('')
  const confirmLink = () => {
    if (!isLinkAddress(href)) return setProblem('请输入以 http:// 或 https:// 开头的链接地址')
    onLink(href.trim())
    setLinking(false)
    setProblem('')
    setHref('https://')
  }
  return (
    <View className="rich-toolbar" data-testid="rich-toolbar">
      <View className="rich-toolbar__tools" role="toolbar" aria-label="格式">
        {TOOLS.map((tool) => (
          <View
            key={tool.command}
            className={`rich-tool ${tool.className ?? ''} ${active.includes(tool.command) ? 'rich-tool--on' : ''}`}
            onClick={() => !busy && onCommand(tool.command)}
            aria-label={tool.label}
            aria-pressed={active.includes(tool.command) ? 'true' : 'false'}
            data-testid={`rich-${tool.command}`}
            {...BUTTON_ROLE}
          >
            <Text>{tool.command === 'image' && busy ? '…' : tool.glyph}</Text>
          </View>
        ))}
        <View
          className={`rich-tool ${linking ? 'rich-tool--on' : ''}`}
          onClick={() => setLinking(!linking)}
          aria-label="插入链接"
          data-testid="rich-link"
          {...BUTTON_ROLE}
        >
          <Text>链</Text>
        </View>
      </View>
      {linking ? (
        <View className="rich-toolbar__link">
          <Input
            className="rich-toolbar__href"
            value={href}
            onChange={(value: string) => setHref(value)}
            placeholder="https://"
            aria-label="链接地址"
            data-testid="rich-link-href"
          />
          <Button size="small" type="primary" onClick={confirmLink} data-testid="rich-link-ok">
            插入
          </Button>
        </View>
      ) : null}
      {problem ? <Text className="rich-toolbar__problem">{problem}</Text> : null}
    </View>
  )
}
