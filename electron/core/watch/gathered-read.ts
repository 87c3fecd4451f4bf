// One read for many accounts' questions, asked while each is under way on its own: every account a pass expects
// either asks or leaves, and once all have, the askers' questions are read together and each takes its answer.
// An account the read does not answer (or all, when it failed or only one asked) reads on its own.

export interface GatheredRead<Q, A> {
  /** This account's answer from the read over all askers, or undefined: it reads on its own. */
  ask(account: string, question: Q): Promise<A | undefined>
  /** This account will not ask: the read waits for it no longer. Once it asked, a no-op. */
  leave(account: string): void
}

export function gatheredRead<Q, A>(
  expected: number,
  readAll: (questions: ReadonlyMap<string, Q>) => Promise<ReadonlyMap<string, A>>,
  onFailure: (error: unknown, accounts: number) => void,
): GatheredRead<Q, A> {
  const questions = new Map<string, Q>()
  const left = new Set<string>()
  let release: () => void = () => undefined
  const gathered = new Promise<void>((resolve) => (release = resolve))
  const settle = () => {
    if (questions.size + left.size >= expected) release()
  }
  const none: ReadonlyMap<string, A> = new Map()
  const answers = gathered.then(() =>
    questions.size > 1
      ? readAll(questions).catch((error: unknown) => {
          onFailure(error, questions.size)
          return none
        })
      : none,
  )
  return {
    async ask(account, question) {
      if (questions.has(account) || left.has(account)) return undefined
      questions.set(account, question)
      settle()
      return (await answers).get(account)
    },
    leave(account) {
      if (questions.has(account) || left.has(account)) return
      left.add(account)
      settle()
    },
  }
}
