// The renderer's window.api type, derived from the contract: `api.<domain>.<verb>(input)` for every
// channel `<domain>.<verb>`, and `api.on['<event>'](listener)` returning an unsubscribe function.
import type { EventChannel, InvokeChannel } from './channels'
import type { ChannelOutput, ChannelRequest, EventPayload } from './contract'
import type { Result } from './result'

type DomainOf<C extends string> = C extends `${infer D}.${string}` ? D : never

export type DxApi = {
  [D in DomainOf<InvokeChannel>]: {
    [C in InvokeChannel as C extends `${D}.${infer V}` ? V : never]: (
      input: ChannelRequest<C>,
    ) => Promise<Result<ChannelOutput<C>>>
  }
} & {
  on: { [E in EventChannel]: (listener: (payload: EventPayload<E>) => void) => () => void }
}

/** Splits `domain.verb` into its parts; the preload and the test harness build window.api with it. */
export function splitChannel(channel: string): [domain: string, verb: string] {
  const dot = channel.indexOf('.')
  return [channel.slice(0, dot), channel.slice(dot + 1)]
}
