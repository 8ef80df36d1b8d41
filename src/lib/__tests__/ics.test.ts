import { buildIcs, escapeIcsText, foldIcsLine, icsFileName, icsUtc } from '@/lib/ics'

const entry = {
  title: '期末考试; 高等数学, A卷',
  start: new Date(Date.UTC(2026, 11, 20, 1, 0, 0)),
  end: Date.UTC(2026, 11, 20, 3, 0, 0),
  location: '教学楼 101',
  notes: '带学生证\n提前 15 分钟入场',
}

describe('ics', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('writes UTC basic date-times', () => {
    expect(icsUtc(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('20260102T030405Z')
  })

  it('builds a VCALENDAR with one VEVENT, CRLF line ends and UTC times', () => {
    const ics = buildIcs(entry, { uid: 'fixed@test', now: Date.UTC(2026, 10, 22, 0, 0, 0) })
    const lines = ics.split('\r\n')
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('UID:fixed@test')
    expect(lines).toContain('DTSTAMP:20261122T000000Z')
    expect(lines).toContain('DTSTART:20261220T010000Z')
    expect(lines).toContain('DTEND:20261220T030000Z')
    expect(lines).toContain('SUMMARY:期末考试\\; 高等数学\\, A卷')
    expect(lines).toContain('LOCATION:教学楼 101')
    expect(lines).toContain('DESCRIPTION:带学生证\\n提前 15 分钟入场')
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(lines[lines.length - 2]).toBe('END:VCALENDAR')
  })

  it('leaves out empty location and notes and generates a uid', () => {
    const ics = buildIcs({ title: 'x', start: 0, end: 1000 })
    expect(ics).not.toContain('LOCATION')
    expect(ics).not.toContain('DESCRIPTION')
    expect(ics).toMatch(/UID:\S+@campus-portal/)
  })

  it('folds lines longer than 75 octets without splitting characters', () => {
    const folded = foldIcsLine(`SUMMARY:${'张'.repeat(60)}`)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75)
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(`SUMMARY:${'张'.repeat(60)}`)
  })

  it('keeps short lines as they are', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short')
  })

  it('makes safe file names', () => {
    expect(icsFileName('a/b:c*?"<>|')).toBe('a_b_c_.ics')
    expect(icsFileName('   ')).toBe('event.ics')
    expect(icsFileName('期末考试')).toBe('期末考试.ics')
  })
})
