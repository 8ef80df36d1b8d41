/** In the browser the tab bar shows icon URLs directly. */
export async function localIconPath(url: string): Promise<string> {
  return url
}
