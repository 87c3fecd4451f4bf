// The password typed in the connect form leaves the renderer's memory once it is sent: it is not kept as a
// React Query mutation's variables, nor in the form. Proven on the page's own JavaScript heap (a snapshot over
// the DevTools protocol, after a full garbage collection), with a canary password the server refuses.
import { expect, test } from '../fixtures/desk'

// A heap snapshot of the whole page is slow on a loaded machine.
test.describe.configure({ timeout: 180_000 })

const CANARY = 'Canary-Typed-5b1e0c7d-not-in-heap'

async function heapHas(page: import('@playwright/test').Page, needle: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page)
  const chunks: string[] = []
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => void chunks.push(chunk))
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  await cdp.detach()
  return chunks.join('').includes(needle)
}

test('a typed password is gone from the page once sent', async ({ desk, page }) => {
  await desk.call('profiles.save', {
    profile: { name: 'Sandbox login', baseUrl: desk.sandboxUrl, username: 'trader' },
  })
  await page.reload()
  await desk.connectPage.connectWithPassword('Sandbox login', CANARY)
  await expect(desk.connectPage.error()).toBeVisible()
  const sent = desk.calls.filter((c) => c.channel === 'session.connect')
  expect(sent.map((c) => (c.input as { password?: string }).password)).toEqual([CANARY])
  expect(await heapHas(page, CANARY)).toBe(false)
})
