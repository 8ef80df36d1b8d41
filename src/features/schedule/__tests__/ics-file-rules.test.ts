import { ICS_MAX_BYTES, icsFileProblem, icsTextProblem } from '@/features/schedule/ics-file-rules'

describe('.ics file checks before an import', () => {
  it('takes .ics files up to 1 MB', () => {
    expect(icsFileProblem({ name: '课表.ics', size: 2048 })).toBeNull()
    expect(icsFileProblem({ name: 'EXPORT.ICS', size: ICS_MAX_BYTES })).toBeNull()
  })

  it('refuses other files, empty ones and big ones, in Chinese', () => {
    expect(icsFileProblem({ name: '课表.pdf', size: 2048 })).toBe('请选择 .ics 格式的日历文件')
    expect(icsFileProblem({ name: '课表.ics', size: 0 })).toBe('文件是空的')
    expect(icsFileProblem({ name: '课表.ics', size: ICS_MAX_BYTES + 1 })).toBe('文件过大，最大 1 MB，请拆分后分批导入')
  })

  it('refuses a renamed file that is not a calendar', () => {
    expect(icsTextProblem('\uFEFFBEGIN:VCALENDAR\r\nVERSION:2.0')).toBeNull()
    expect(icsTextProblem('%PDF-1.7 ...')).toBe('不是有效的 .ics 日历文件')
  })
})
