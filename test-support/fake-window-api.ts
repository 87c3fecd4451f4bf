// Test support: window.api for a component test, shaped as the preload shapes it — `api.<domain>.<verb>(input)`
// for the channels a test answers, and `api.on['<event>'](listener)` returning an unsubscribe for every event —
// so a test says what main answers and pushes, not how the bridge is built.
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import type { EventChannel } from '@shared/ipc/channels'
import type { EventPayload } from '@shared/ipc/contract'
import type { Result } from '@shared/ipc/result'

type Listener = (payload: unknown) => void
type Answers = Record<string, Record<string, (input: never) => Promise<Result<unknown>>>>

export interface FakeWindowApi {
  /** Tells every listener of `event` what main pushes, as the preload would deliver it. */
  emit<E extends EventChannel>(event: E, payload: EventPayload<E>): void
  /** Whether the window listens to `event` yet (a provider subscribes in an effect). */
  listening(event: EventChannel): boolean
  /** Takes window.api away again. */
  remove(): void
}

/** An answer main gives: the ok envelope around `value`. */
export const answer = <T>(value: T): Promise<Result<T>> => Promise.resolve({ ok: true, value })

/** Installs window.api answering `answers` (e.g. `{ quotes: { watch: () => answer(…) } }`), listening to every event. */
export function installFakeWindowApi(answers: Answers = {}): FakeWindowApi {
  const listeners = new Map<string, Set<Listener>>()
  const on = new Proxy(
    {},
    {
      get: (_, event) => (listener: Listener) => {
        const set = listeners.get(String(event)) ?? new Set<Listener>()
        listeners.set(String(event), set.add(listener))
        return () => set.delete(listener)
      },
    },
  )
  const host = window as unknown as { api?: unknown }
  host.api = { ...answers, on }
  return {
    emit: (event, payload) => {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    },
    listening: (event) => (listeners.get(event)?.size ?? 0) > 0,
    remove: () => {
      delete host.api
    },
  }
}

/** For each test of the file, a bare window.api, removed after the test's page is unmounted. */
export function fakeWindowApiEachTest(answers: Answers = {}): void {
  let api: FakeWindowApi | undefined
  beforeEach(() => {
    api = installFakeWindowApi(answers)
  })
  afterEach(() => {
    cleanup()
    api?.remove()
  })
}
