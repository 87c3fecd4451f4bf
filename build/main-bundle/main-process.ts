// Starts the built main process (out/main/index.js) in a child Node process under the Electron stand-in, and
// talks to the stand-in over the fork IPC channel (protocol.ts).
import { fork, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { STAND_IN_ENV, type Command, type JournalEntry, type Reply } from './protocol'

export const ROOT = resolve(import.meta.dirname, '../..')
export const MAIN_BUNDLE = resolve(ROOT, 'out/main/index.js')
export const NOT_BUILT = 'out/main/index.js is missing: run `npm run build` first (npm test builds before Vitest)'

export interface MainProcess {
  readonly child: ChildProcess
  send<T = unknown>(command: Command): Promise<T>
  journal(): Promise<JournalEntry[]>
  /** Polls the journal until an entry matches. */
  waitFor(match: (entry: JournalEntry) => boolean, what: string): Promise<JournalEntry>
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
  output(): string
  stop(): Promise<void>
}

export function startMain(userData: string, env: Record<string, string> = {}): MainProcess {
  if (!existsSync(MAIN_BUNDLE)) throw new Error(NOT_BUILT)
  const child = fork(MAIN_BUNDLE, [], {
    cwd: ROOT,
    // tsx compiles the TypeScript stand-in; register-stand-in.mjs makes `electron` resolve to it.
    execArgv: [
      '--import',
      'tsx',
      '--import',
      pathToFileURL(resolve(import.meta.dirname, 'register-stand-in.mjs')).href,
    ],
    env: { ...process.env, ...env, [STAND_IN_ENV.userData]: userData },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += String(chunk)))
  child.stderr?.on('data', (chunk) => (output += String(chunk)))
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  let nextId = 1
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  child.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id)
    pending.delete(reply.id)
    if (!waiter) return
    if (reply.ok) waiter.resolve(reply.value)
    else waiter.reject(new Error(reply.error))
  })
  void exited.then(() => {
    for (const waiter of pending.values()) waiter.reject(new Error(`main exited; output:\n${output}`))
    pending.clear()
  })

  const send = <T>(command: Command) =>
    new Promise<T>((resolveReply, reject) => {
      if (!child.connected) return reject(new Error(`main is not running; output:\n${output}`))
      const id = nextId++
      pending.set(id, { resolve: (value) => resolveReply(value as T), reject })
      child.send({ id, command })
    })

  const journal = () => send<JournalEntry[]>({ type: 'journal' })

  return {
    child,
    send,
    journal,
    async waitFor(match, what) {
      for (;;) {
        const found = (await journal()).find(match)
        if (found) return found
        if (!child.connected) throw new Error(`main ended before ${what}; output:\n${output}`)
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}
