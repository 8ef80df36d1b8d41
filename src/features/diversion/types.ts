export type { DiversionRecord, DiversionListResponse } from '@contract/diversion'
