/**
 * The home tab's recommended services open through the service centre's checks (state, authorisation,
 * campus network); that code loads on the first tap instead of with the home tab's first scripts.
 */
export async function openServiceById(serviceId: number): Promise<void> {
  const { openServiceById: open } = await import('./open-service')
  await open(serviceId)
}
