export interface SpecRoute {
  route: string
  pkg: string
  tab: boolean
  title: string
}
export function readSpecRoutes(file?: string): SpecRoute[]
export const SPEC_ROUTES_FILE: string
