import { openInWebView } from '@/routes/open-link'

/** A file the user picked: a blob: URL for uploadLocalFile and its name. */
export interface PickedFile {
  path: string
  name: string
}

const ACCEPT = '.pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.mp4,application/pdf,video/mp4'

/** The browser's file dialog (Taro's H5 has no chooseMessageFile); null when nothing is picked. */
export function pickMaterialFile(): Promise<PickedFile | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = ACCEPT
    input.style.display = 'none'
    input.setAttribute('data-testid', 'material-file-input')
    input.addEventListener('change', () => {
      const file = input.files?.[0]
      input.remove()
      resolve(file ? { path: URL.createObjectURL(file), name: file.name } : null)
    })
    input.addEventListener('cancel', () => {
      input.remove()
      resolve(null)
    })
    document.body.appendChild(input)
    input.click()
  })
}

/** The browser shows PDFs itself: the document opens in the web view page. */
export async function previewDocument(url: string): Promise<void> {
  await openInWebView(url)
}
