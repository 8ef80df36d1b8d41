import assert from 'node:assert/strict'

/**
 * Polls until `check` holds (every 50 ms, 5 s at most). A write straight into a table tells this instance nothing
 * itself, as another instance's write would not: its search sees it once the change notice arrives.
 */
export async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  assert.fail(what)
}
