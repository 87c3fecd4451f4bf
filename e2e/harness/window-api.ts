// Installs window.api in a Playwright page exactly as the preload shapes it (same channel list, same
// domain.verb split), forwarding every call to a real main-process Router running in the test process.
// Payloads cross Playwright's serializer instead of Electron's structured clone; both keep plain JSON. Answers
// cross as the IPC bridge sends them (`invokeWire`: a worker's read stays JSON text, its long lists as ArrayBuffer
// pieces) and are turned back in the page by the preload's own `fromWire` — so a read costs the page what it costs
// in the app (one JSON.parse), not Playwright's object-by-object serialisation of a hundred orders. One difference
// is the harness's own: Playwright's binding drops an ArrayBuffer's bytes (Electron's clone keeps them), so the
// pieces cross it as base64 and the page turns them back into ArrayBuffers before `fromWire` runs.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import ts from 'typescript'
import { EVENT_CHANNELS, INVOKE_CHANNELS } from '@shared/ipc/channels'
import type { EventChannel } from '@shared/ipc/channels'
import { events as eventSchemas, type EventPayload } from '@shared/ipc/contract'
import type { Router, WireRouter } from '../../electron/core/ipc/router'
import type { WireResult } from '@shared/ipc/wire'
import type { deliverEvents } from '@shared/ipc/deliver-events'

/**
 * The wire answer with each list piece as base64 text: the harness's copy, for Playwright's binding only (the
 * app's answer crosses Electron's IPC with its ArrayBuffers as they are).
 */
function forBinding(wire: WireResult): unknown {
  if (!('lists' in wire) || wire.lists === undefined) return wire
  const lists = wire.lists.map(({ at, pieces }) => ({
    at,
    pieces: pieces.map((piece) => Buffer.from(piece).toString('base64')),
  }))
  return { ...wire, lists, __base64Pieces: true }
}

const pageScripts = new Map<string, string>()

/**
 * A shared/ipc file as a page script defining `window[global]` as its export `name` (such files have no runtime
 * imports: the preload bundles them too), so the page runs the preload's own code.
 */
function sharedPageScript(file: string, name: string, global: string): string {
  let script = pageScripts.get(file)
  if (script === undefined) {
    const source = readFileSync(resolve(import.meta.dirname, '../../shared/ipc', file), 'utf8')
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    })
    script =
      `Object.defineProperty(window, '${global}', { value: (() => { const exports = {};\n${outputText}\n` +
      `return exports.${name} })() })`
    pageScripts.set(file, script)
  }
  return script
}

export interface InstalledApi {
  /** Every call the page made, in order, for assertions such as "no request was sent". */
  calls: Array<{ channel: string; input: unknown }>
  emit(event: EventChannel, payload: unknown): Promise<void>
}

export interface WindowApiOptions {
  /**
   * Marks each call on the page's clock (User Timing: `api ask <channel>` when the page calls, `api has <channel>`
   * when its promise resolves with the answer turned back) and each event (`api event <event>`, before its
   * listeners run), for a bench's chain of stamps.
   */
  markCalls?: boolean
}

export async function installWindowApi(
  page: Page,
  router: Router | WireRouter,
  options: WindowApiOptions = {},
): Promise<InstalledApi> {
  const calls: InstalledApi['calls'] = []
  const controllers = new Map<string, AbortController>()
  // As JSON text, cloned in one go as Electron's IPC clones it: Playwright's serialiser copies a payload object by
  // object (a watch status names 200 accounts), holding up the answers queued behind it. The events of one turn
  // cross in one evaluate and run in the page as one task, in order, as the preload runs the batch main's IPC
  // bridge sends each turn (each evaluate also costs the test process a protocol call and a captured stack).
  let queued: Array<readonly [EventChannel, string]> = []
  let sending: Promise<void> | undefined
  const emitToPage = (event: EventChannel, payload: unknown): Promise<void> => {
    queued.push([event, JSON.stringify(payload)])
    sending ??= new Promise<void>((turn) => setImmediate(turn)).then(async () => {
      const batch = queued
      queued = []
      sending = undefined
      await page.evaluate(
        (events) => (window as unknown as { __dxEmitAll: (events: unknown) => void }).__dxEmitAll(events),
        batch,
      )
    })
    return sending
  }
  await page.exposeBinding('__dxInvoke', async ({ frame }, channel: string, input: unknown) => {
    calls.push({ channel, input })
    if (frame !== page.mainFrame()) {
      return { ok: false, error: { kind: 'validation', message: 'Calls are accepted only from the main frame' } }
    }
    const controller = new AbortController()
    const requestId =
      typeof input === 'object' && input !== null && 'requestId' in input ? String(input.requestId) : undefined
    if (requestId) controllers.set(requestId, controller)
    if (channel === 'requests.cancel' && requestId) controllers.get(requestId)?.abort()
    try {
      const ctx = {
        signal: controller.signal,
        caller: `test page ${frame.url()}`,
        // Events for this call only reach this page, as the IPC bridge sends them to the asking window.
        notify: <E extends EventChannel>(event: E, payload: EventPayload<E>) => {
          const parsed = eventSchemas[event].safeParse(payload)
          if (!parsed.success) return
          void emitToPage(event, parsed.data).catch(() => undefined)
        },
      }
      return 'invokeWire' in router
        ? forBinding(await router.invokeWire(channel, input, ctx))
        : await router.invoke(channel, input, ctx)
    } finally {
      if (requestId && channel !== 'requests.cancel') controllers.delete(requestId)
    }
  })
  await page.addInitScript({ content: sharedPageScript('wire.ts', 'fromWire', '__dxFromWire') })
  await page.addInitScript({ content: sharedPageScript('deliver-events.ts', 'deliverEvents', '__dxDeliverEvents') })
  await page.addInitScript(
    ({ channels, events, markCalls }) => {
      type Listener = (payload: unknown) => void
      const w = window as unknown as {
        __dxInvoke: (channel: string, input: unknown) => Promise<unknown>
        __dxFromWire: (wire: unknown) => unknown
        __dxDeliverEvents: typeof deliverEvents
        api: unknown
      }
      const invoke = w.__dxInvoke
      const appFromWire = w.__dxFromWire
      const deliver = w.__dxDeliverEvents
      // The harness's copy, not the app's: base64 pieces (see forBinding) back to the ArrayBuffers the preload's
      // fromWire receives from Electron's IPC.
      const bytes = (base64: string): ArrayBuffer => {
        const text = atob(base64)
        const out = new Uint8Array(text.length)
        for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i)
        return out.buffer
      }
      const fromWire = (wire: unknown): unknown => {
        if (typeof wire !== 'object' || wire === null || !('__base64Pieces' in wire)) return appFromWire(wire)
        const {
          __base64Pieces: _,
          lists,
          ...rest
        } = wire as { __base64Pieces: true; lists: Array<{ at: string[]; pieces: string[] }> }
        return appFromWire({ ...rest, lists: lists.map(({ at, pieces }) => ({ at, pieces: pieces.map(bytes) })) })
      }
      const api: Record<string, Record<string, (input: unknown) => Promise<unknown>>> = {}
      for (const channel of channels) {
        const dot = channel.indexOf('.')
        const domain = channel.slice(0, dot)
        const verb = channel.slice(dot + 1)
        api[domain] ??= {}
        api[domain][verb] = markCalls
          ? (input: unknown) => {
              performance.mark(`api ask ${channel}`)
              return invoke(channel, input ?? {}).then((wire) => {
                const answer = fromWire(wire)
                performance.mark(`api has ${channel}`)
                return answer
              })
            }
          : (input: unknown) => invoke(channel, input ?? {}).then(fromWire)
      }
      const listeners = new Map<string, Set<Listener>>()
      const on: Record<string, (listener: Listener) => () => void> = {}
      for (const event of events) {
        on[event] = (listener) => {
          const set = listeners.get(event) ?? new Set<Listener>()
          listeners.set(event, set)
          set.add(listener)
          return () => set.delete(listener)
        }
      }
      const listenersOf = (event: string) => {
        if (markCalls) performance.mark(`api event ${event}`)
        return listeners.get(event)
      }
      // One task per batch, as an IPC message arrives: a message port's messages are tasks of their own, in order.
      const delivery = new MessageChannel()
      delivery.port1.onmessage = ({ data }: MessageEvent<ReadonlyArray<readonly [string, string]>>) =>
        deliver(
          data.map(([event, payload]) => [event, JSON.parse(payload) as unknown]),
          listenersOf,
        )
      Object.defineProperty(window, '__dxEmitAll', {
        value: (events: ReadonlyArray<readonly [string, string]>) => delivery.port2.postMessage(events),
      })
      Object.defineProperty(window, 'api', { value: Object.freeze({ ...api, on }), enumerable: true })
    },
    { channels: [...INVOKE_CHANNELS], events: [...EVENT_CHANNELS], markCalls: options.markCalls === true },
  )
  return {
    calls,
    emit: emitToPage,
  }
}
