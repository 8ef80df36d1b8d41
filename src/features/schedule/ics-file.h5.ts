import { icsFileProblem, type IcsFile } from './ics-file-rules'

/** The browser's file dialog (Taro's H5 has no chooseMessageFile): null when nothing is picked; a Chinese message when refused. */
export function chooseIcsFile(): Promise<IcsFile | null> {
  return new Promise((resolve, reject) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = '.ics,text/calendar'
    input.style.display = 'none'
    input.setAttribute('data-testid', 'ics-file-input')
    input.addEventListener('change', () => {
      const file = input.files?.[0]
      input.remove()
      if (!file) return resolve(null)
      const problem = icsFileProblem(file)
      if (problem) return reject(new Error(problem))
      file.text().then(
        (text) => resolve({ name: file.name, size: file.size, text }),
        () => reject(new Error('文件无法读取，请重新选择')),
      )
    })
    input.addEventListener('cancel', () => {
      input.remove()
      resolve(null)
    })
    document.body.appendChild(input)
    input.click()
  })
}
