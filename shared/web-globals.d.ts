// shared/ runs in Chromium and in Node, so it is checked against neither's types: only these web-standard globals,
// which both provide, are declared for it (the renderer and electron/ check the same files against the real ones).

interface AbortSignal {
  readonly aborted: boolean
  readonly reason: unknown
  throwIfAborted(): void
}

declare class URL {
  constructor(url: string, base?: string | URL)
  hash: string
  host: string
  hostname: string
  href: string
  readonly origin: string
  password: string
  pathname: string
  port: string
  protocol: string
  search: string
  readonly searchParams: URLSearchParams
  username: string
  toString(): string
}

declare class URLSearchParams implements Iterable<[string, string]> {
  constructor(init?: string | Record<string, string> | Iterable<[string, string]>)
  append(name: string, value: string): void
  get(name: string): string | null
  getAll(name: string): string[]
  has(name: string): boolean
  set(name: string, value: string): void
  toString(): string
  [Symbol.iterator](): IterableIterator<[string, string]>
}

declare class TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean })
  decode(input?: ArrayBuffer | ArrayBufferView, options?: { stream?: boolean }): string
}
