import { useDetailLoader } from '@/components/detail-page'
import type { Division } from '@contract/division'
import { fetchMyDivisions } from './api'
import { pickDivision } from './current-division'

export interface DivisionChoice {
  divisions: Division[]
  current: Division | undefined
}

/** The divisions I belong to and the one a page works on (`code` from the address, else the remembered one). */
export function useDivision(code: string | undefined) {
  return useDetailLoader<DivisionChoice>(async () => {
    const divisions = await fetchMyDivisions()
    return { divisions, current: pickDivision(divisions, code) }
  }, [code])
}
