// Maps each channel of the shared contract to its handler. Input arrives as `unknown` from another
// process and is parsed with the channel's schema before any handler (and so any HTTP request) runs.
// Output is checked against the channel's schema before it leaves — except a read (or ledger) the API client's
// worker answered (SerializedAnswer): its records were parsed with the shared schemas where they entered and its
// envelope checked there, so it leaves as the worker's JSON text, checked by construction, not parsed again.
// Errors travel as data in the result envelope (ipcMain.handle would keep only `message`).
import type { z } from 'zod'
import { contract, type ChannelInput, type ChannelOutput } from '@shared/ipc/contract'
import type { EventChannel, InvokeChannel } from '@shared/ipc/channels'
import type { EventPayload } from '@shared/ipc/contract'
import { appErrorOf, ruleFactsOf, type AppError, type Result } from '@shared/ipc/result'
import { issuePath } from '@shared/text/issue-path'
import { fromWire, type WireResult } from '@shared/ipc/wire'
import { SerializedAnswer } from '../api-client/worker/serialized-read'
import { payloadProblem } from './payload-guard'

export interface CallContext {
  /** Aborted when the renderer cancels the request (requests.cancel) or the window goes away. */
  signal: AbortSignal
  /** Free-form description of the caller for logs (window id, frame URL). */
  caller: string
  /** Sends a main→window event to the calling window only (checked against the contract first). */
  notify?: <E extends EventChannel>(event: E, payload: EventPayload<E>) => void
}

export type Handler<C extends InvokeChannel> = (
  input: ChannelInput<C>,
  ctx: CallContext,
) => Promise<z.input<(typeof contract)[C]['output']>>

export type Handlers = { [C in InvokeChannel]: Handler<C> }

export interface RouterLogger {
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/** An input outside the channel's schema, as facts: where (`parameter`) and the rule it broke, with its bounds. */
function validationError(error: z.ZodError): AppError {
  const first = error.issues[0]
  const parameter = first ? issuePath(first.path).slice(0, 200) : undefined
  return {
    kind: 'validation',
    cause: 'invalid-request',
    message: 'input outside the contract',
    ...(parameter ? { parameter } : {}),
    ...(first ? { facts: ruleFactsOf(first, parameter || undefined) } : {}),
  }
}

export interface Router {
  /** The answer as the renderer's window.api gives it (tests and in-process harnesses call this). */
  invoke(channel: string, rawInput: unknown, ctx: CallContext): Promise<Result<unknown>>
  has(channel: string): channel is InvokeChannel
}

export interface WireRouter extends Router {
  /** The answer as it crosses Electron's IPC (what the bridge returns): a worker's read stays JSON text. */
  invokeWire(channel: string, rawInput: unknown, ctx: CallContext): Promise<WireResult>
}

export function createRouter(handlers: Handlers, logger?: RouterLogger): WireRouter {
  const has = (channel: string): channel is InvokeChannel => Object.hasOwn(contract, channel)

  async function invokeWire(channel: string, rawInput: unknown, ctx: CallContext): Promise<WireResult> {
    if (!has(channel)) {
      logger?.warn({ channel, caller: ctx.caller }, 'refused call to an unknown IPC channel')
      const detail = channel.slice(0, 64)
      return { ok: false, error: { kind: 'validation', cause: 'unknown-request', message: 'unknown channel', detail } }
    }
    const problem = payloadProblem(rawInput)
    if (problem) {
      logger?.warn({ channel, caller: ctx.caller, parameter: problem.parameter }, 'refused malformed IPC payload')
      const { rule, key } = problem
      const parameter = problem.parameter?.slice(0, 200)
      const facts = { rule, ...(parameter ? { parameter } : {}), ...(key ? { key } : {}) }
      const error: AppError = { kind: 'validation', cause: 'invalid-request', message: 'malformed payload', facts }
      return { ok: false, error: parameter ? { ...error, parameter } : error }
    }
    const definition = contract[channel]
    const input = definition.input.safeParse(rawInput)
    if (!input.success) {
      logger?.warn({ channel, caller: ctx.caller, issues: input.error.issues.length }, 'refused invalid IPC input')
      return { ok: false, error: validationError(input.error) }
    }
    let raw: unknown
    try {
      const handler = handlers[channel] as (input: unknown, ctx: CallContext) => Promise<unknown>
      raw = await handler(input.data, ctx)
    } catch (e) {
      const carried = appErrorOf(e)
      if (carried) return { ok: false, error: carried }
      logger?.error({ channel, err: e instanceof Error ? e.message : String(e) }, 'IPC handler failed')
      return { ok: false, error: { kind: 'internal', cause: 'app-fault', message: 'handler failed' } }
    }
    if (raw instanceof SerializedAnswer) return { ok: true, ...raw.answer }
    const output = definition.output.safeParse(raw)
    if (!output.success) {
      logger?.error(
        { channel, issue: output.error.issues[0]?.message, path: issuePath(output.error.issues[0]?.path ?? []) },
        'IPC handler produced output outside the contract',
      )
      return {
        ok: false,
        error: { kind: 'internal', cause: 'unexpected-output', message: 'output outside the contract' },
      }
    }
    return { ok: true, value: output.data }
  }

  return {
    invokeWire,
    invoke: async (channel, rawInput, ctx) => fromWire(await invokeWire(channel, rawInput, ctx)),
    has,
  }
}

export type { ChannelOutput }
