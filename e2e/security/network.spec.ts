// Checklist items 6 and 23 while a trader works: the built renderer, with the real main-process services behind
// window.api, loads only from its own origin and never talks to the broker (or anything else) itself — every DX
// request is made by main. In the packaged app the session's request filter enforces the same; see
// build/security/session-hardening.test.ts and e2e/electron/navigation.spec.ts.
import { expect, test } from '../fixtures/desk'

test.describe.configure({ timeout: 60_000 })

test('every request the page makes goes to the app origin; the broker is reached only through main', async ({
  desk,
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('websocket', (socket) => requests.push(socket.url()))
  await page.reload()
  await desk.signIn('Demo trader', ['default:1001'])
  const positions = await desk.workspace.open('positions')
  await positions.ready()

  const origin = new URL(page.url()).origin
  expect(requests.length).toBeGreaterThan(2)
  expect(requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([])
  // The data did come from the broker (the sandbox), through window.api into main.
  expect(desk.calls.map((c) => c.channel)).toEqual(expect.arrayContaining(['session.connect', 'positions.list']))
  expect(requests.some((url) => url.startsWith(new URL(desk.sandboxUrl).origin))).toBe(false)
})
