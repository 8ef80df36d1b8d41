export type { DiversionRecord, DiversionListResponse } from '../../../server/src/schemas/diversion'
