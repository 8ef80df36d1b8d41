import type { Ajv } from 'ajv'
import { isWithinPickerYears } from '@contract/constants'

/** Formats the contract's primitives name (`contract/common.ts`); passed to Fastify's Ajv in buildApp. */
export function contractFormats(ajv: Ajv): Ajv {
  // Checked against the clock at each request: the range moves with the current year.
  ajv.addFormat('picker-date-time', { type: 'string', validate: (text: string) => isWithinPickerYears(text) })
  return ajv
}
