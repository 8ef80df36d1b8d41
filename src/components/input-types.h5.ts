/** Browser keyboard for phone numbers: 'tel' keeps leading zeros and shows no number spinner. */
export const TEL_INPUT_TYPE = 'tel'
