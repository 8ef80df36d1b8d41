import { isSearchType, keywordProblem, paramText } from '@/features/search/search-types'

describe('search keyword checks', () => {
  it('refuses empty, punctuation-only and too long keywords with a Chinese message', () => {
    expect(keywordProblem('  ')).toBe('请输入搜索内容')
    expect(keywordProblem('！？!!')).toBe('请输入要搜索的文字或拼音')
    expect(keywordProblem('字'.repeat(41))).toBe('搜索内容不能超过40个字')
    expect(keywordProblem(' 成绩 ')).toBeNull()
    expect(keywordProblem('chengji')).toBeNull()
  })

  it('reads page parameters safely and knows the types', () => {
    expect(paramText('%E6%88%90%E7%BB%A9')).toBe('成绩')
    expect(paramText('100%')).toBe('100%')
    expect(paramText(undefined)).toBe('')
    expect(isSearchType('news')).toBe(true)
    expect(isSearchType('video')).toBe(false)
  })
})
