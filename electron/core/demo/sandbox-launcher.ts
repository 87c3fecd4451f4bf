// How the Demo connection gets its server. The port is implemented twice: in tests by an in-process
// sandbox (test-support/sandbox.ts), in the packaged app by electron/main forking electron/sandbox
// as a utilityProcess. The Demo sandbox starts lazily, on the first Demo connect, and only once.
export interface SandboxLauncher {
  start(): Promise<{ baseUrl: string }>
  stop(): Promise<void>
}

export interface LazySandbox {
  /** Starts the sandbox if needed; concurrent callers share one start. A failed start is retried next time. */
  ensureStarted(): Promise<string>
  /** The base URL once started, else null. */
  current(): string | null
  stop(): Promise<void>
}

export function lazySandbox(launcher: SandboxLauncher): LazySandbox {
  let starting: Promise<string> | null = null
  let url: string | null = null
  return {
    ensureStarted() {
      starting ??= launcher.start().then(
        ({ baseUrl }) => {
          url = baseUrl
          return baseUrl
        },
        (error: unknown) => {
          starting = null
          throw error
        },
      )
      return starting
    },
    current: () => url,
    async stop() {
      const wasStarting = starting
      starting = null
      url = null
      if (wasStarting) {
        await wasStarting.catch(() => undefined)
        await launcher.stop()
      }
    },
  }
}
