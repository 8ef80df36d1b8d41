/** A file the user picked: a blob: URL for uploadLocalFile and its name. */
export interface PickedFile {
  path: string
  name: string
}

/** The browser's file dialog (Taro's H5 has no chooseMessageFile), several files at once, optionally only `extensions`; [] when none. */
export function pickAttachments(count: number, extensions?: string[]): Promise<PickedFile[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.multiple = count > 1
    if (extensions) input.accept = extensions.map((extension) => `.${extension}`).join(',')
    input.style.display = 'none'
    input.setAttribute('data-testid', 'attachment-file-input')
    input.addEventListener('change', () => {
      const files = Array.from(input.files ?? []).slice(0, count)
      input.remove()
      resolve(files.map((file) => ({ path: URL.createObjectURL(file), name: file.name })))
    })
    input.addEventListener('cancel', () => {
      input.remove()
      resolve([])
    })
    document.body.appendChild(input)
    input.click()
  })
}

/** The browser opens or downloads the file itself (the server names it in Content-Disposition). */
export async function openAttachment(url: string, _kind: string, _fileName = ''): Promise<void> {
  window.open(url, '_blank', 'noopener')
}
