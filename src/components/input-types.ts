/** Mini-program keyboard for phone numbers: WeChat has no 'tel' input, 'number' brings up the digit pad. */
export const TEL_INPUT_TYPE = 'number'
