// The activity panel open through a burst: every entry told is listed, and an entry already shown is not worded
// and drawn again for each part that arrives after it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ActivityEvent } from '@shared/domain/activity'
import { answer, installFakeWindowApi, type FakeWindowApi } from '@test-support/fake-window-api'
import { LiveProvider } from '../../app/live'
import { SessionContext, type SessionValue } from '../../app/session'
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

let api: FakeWindowApi

const entry = (i: number): ActivityEvent => ({
  id: `default:5001|transfer|${i}`,
  account: 'default:5001',
  kind: 'transfer',
  at: Date.UTC(2026, 10, 29, 8, 0, 0) + i,
  words: { code: 'transfer', account: 'default:5001', type: 'DEPOSIT', value: '10.00', currency: 'USD', comment: '' },
  target: { view: 'transfers', account: 'default:5001', rowKey: String(i) },
})

beforeEach(() => {
  api = installFakeWindowApi({
    watch: { set: () => answer(null) },
    activity: { list: () => answer({ events: [], unread: 0 }), markRead: () => answer(null) },
  })
})
afterEach(() => {
  cleanup()
  api.remove()
})

const session = {
  session: { profileId: 'p1' },
  profile: undefined,
  accountCodes: ['default:5001'],
  zone: 'UTC',
  readOnly: false,
  delegated: false,
} as unknown as SessionValue

describe('activity panel through a burst', () => {
  it('lists all 1,000 entries told in 50 parts, each worded once', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider value={session}>
          <LiveProvider onOpenTarget={() => undefined}>
            <ActivityButton />
          </LiveProvider>
        </SessionContext.Provider>
      </QueryClientProvider>,
    )
    await waitFor(() => expect(api.listening('activity.added')).toBe(true))
    act(() => screen.getByRole('button', { name: 'Activity' }).click())
    worded.count = 0
    act(() => {
      for (let i = 0; i < 1_000; i += 20)
        api.emit('activity.added', { events: Array.from({ length: 20 }, (_, k) => entry(i + k)), unread: 0 })
    })
    const list = await screen.findByRole('list', { name: 'Activity, newest first' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1_000))
    const items = within(list).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('08:00:00')
    expect(items[0]).toHaveTextContent('DEPOSIT 10 USD')
    expect(worded.count).toBe(1_000)
  })
})
