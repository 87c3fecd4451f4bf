// The activity panel open through a burst: every entry told is listed, and an entry already shown is not worded
// and drawn again for each part that arrives after it.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeWindowApi } from '@test-support/fake-window-api'
import { burstParts, installLiveApi, connectedSession, renderLive } from '@test-support/live-provider'
import { ActivityButton } from './ActivityPanel'

const worded = vi.hoisted(() => ({ count: 0 }))
vi.mock('@shared/text/activity-text', async (original) => {
  const real = await original<typeof import('@shared/text/activity-text')>()
  return {
    ...real,
    activityText: (...args: Parameters<typeof real.activityText>) => {
      worded.count += 1
      return real.activityText(...args)
    },
  }
})

const ACCOUNT = 'default:5001'
let api: FakeWindowApi

beforeEach(() => {
  api = installLiveApi()
})
afterEach(() => {
  cleanup()
  api.remove()
})

describe('activity panel through a burst', () => {
  it('lists all 1,000 entries told in 50 parts, each worded once', async () => {
    renderLive(<ActivityButton />, { session: connectedSession([ACCOUNT]) })
    await waitFor(() => expect(api.listening('activity.added')).toBe(true))
    act(() => screen.getByRole('button', { name: 'Activity' }).click())
    worded.count = 0
    act(() => {
      for (const events of burstParts(ACCOUNT, 1_000, 20, Date.UTC(2026, 10, 29, 8, 0, 0)))
        api.emit('activity.added', { events, unread: 0 })
    })
    const list = await screen.findByRole('list', { name: 'Activity, newest first' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1_000))
    const items = within(list).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('08:00:00')
    expect(items[0]).toHaveTextContent('DEPOSIT 10 USD')
    expect(worded.count).toBe(1_000)
  })
})
