// The password box shown under a profile whose password is not saved: typed once, handed over once.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { ProfileView } from '@shared/ipc/profiles'
import { msg } from '@shared/text/messages'

interface TypedChoice {
  password: string
  remember: boolean
  keep: boolean
}

/** Hands the typed password over once; afterwards it holds nothing. */
export class TypedPassword {
  #choice: TypedChoice | null
  constructor(choice: TypedChoice) {
    this.#choice = choice
  }
  take(): TypedChoice | null {
    const choice = this.#choice
    this.#choice = null
    return choice
  }
}

interface PasswordPromptProps {
  profile: ProfileView
  canRemember: boolean
  busy: boolean
  /** The last connect with a typed password failed: the box takes the focus again for the next try. */
  failed: boolean
  onSubmit: (typed: TypedPassword) => void
  onCancel: () => void
}

export function PasswordPrompt({ profile, canRemember, busy, failed, onSubmit, onCancel }: PasswordPromptProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  // While connecting the Connect button is disabled and focus falls to the page; a refusal puts it back here.
  useEffect(() => {
    if (failed && !busy) input.current?.focus()
  }, [failed, busy])
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const [keep, setKeep] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!password) {
      setError(msg('connect.passwordRequired'))
      return
    }
    onSubmit(new TypedPassword({ password, remember, keep }))
    // The box empties once sent: a wrong password is typed again, not kept in this window.
    setPassword('')
  }
  return (
    <form
      className="password-prompt"
      onSubmit={submit}
      aria-label={msg('labels.connect.passwordForName', { name: profile.name })}
    >
      <label htmlFor={`${id}-pw`}>
        {msg('labels.connect.passwordForUsernameDomain', { username: profile.username, domain: profile.domain })}
      </label>
      <input
        ref={input}
        autoFocus
        id={`${id}-pw`}
        type="password"
        value={password}
        autoComplete="current-password"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => {
          setPassword(e.target.value)
          setError(null)
        }}
      />
      {error && (
        <span id={`${id}-err`} className="field__error">
          {error}
        </span>
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={remember}
          disabled={!canRemember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        {msg('labels.connect.remember')}
      </label>
      <label className="checkbox" title={msg('connect.keepForSessionTitle')}>
        <input
          type="checkbox"
          checked={keep || remember}
          disabled={remember}
          onChange={(e) => setKeep(e.target.checked)}
        />
        {msg('connect.keepForSession')}
      </label>
      <button type="submit" className="primary" disabled={busy}>
        {msg('labels.connect.connect')}
      </button>
      <button type="button" onClick={onCancel}>
        {msg('labels.connect.cancel')}
      </button>
    </form>
  )
}
