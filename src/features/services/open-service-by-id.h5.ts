/**
 * The app's service opener (home's recommended grid, search results, the division workbench, AI citations, robot
 * sources) opens through the service centre's checks (state, authorisation, campus network); that code loads on the
 * first tap instead of with the app's first scripts.
 */
export async function openServiceById(serviceId: number): Promise<void> {
  const { openServiceById: open } = await import('./open-service')
  await open(serviceId)
}
