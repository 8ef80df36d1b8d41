// parse5 5.x ships no types; the sanitiser test only needs parseFragment.
declare module 'parse5' {
  const parse5: { parseFragment: (html: string) => unknown }
  export default parse5
}
