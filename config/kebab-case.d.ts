/** See kebab-case.js. */
declare function kebabCase(value: unknown): string
export default kebabCase
