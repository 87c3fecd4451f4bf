// The password prompt over the current screen when the server ended the session and main holds no password to
// log in again with (a typed one is not kept). The password goes straight to main and the field is emptied;
// the screens behind, an open order edit with its draft included, stay as they were.
import { useId, useRef, useState, type FormEvent } from 'react'
import { msg } from '@shared/text/messages'
import { dx } from '../api/bridge'
import { Modal } from '../components/Modal'
import { explainError } from '../lib/error-explanation'

export interface ReloginDialogProps {
  profileName: string
  username: string
  /** Main's sentence: why it asks (or that the last password was refused). */
  message: string | undefined
  onDisconnect: () => void
}

export function ReloginDialog({ profileName, username, message, onDisconnect }: ReloginDialogProps) {
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | undefined>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = field.current
    if (!input || input.value === '') return input?.focus()
    const password = input.value
    // Not kept here: the field is emptied as the password leaves for main.
    input.value = ''
    setBusy(true)
    setProblem(undefined)
    const result = await dx().session.relogin({ password })
    setBusy(false)
    if (!result.ok) {
      setProblem(explainError(result.error).sentence)
      field.current?.focus()
    }
  }

  const describedBy = `${id}-lead`
  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={describedBy}
      onEscape={() => undefined}
      className="oe-dialog relogin-dialog"
      testId="relogin-dialog"
    >
      <form className="relogin" onSubmit={(e) => void submit(e)}>
        <header className="oe-header">
          <h2 id={`${id}-title`}>{msg('connect.relogin.title')}</h2>
        </header>
        <div className="oe-body">
          <p id={describedBy}>{msg('connect.relogin.lead', { profile: profileName, user: username })}</p>
          {(problem ?? message) && (
            <p className="oe-notice oe-notice--warn" role="alert">
              {problem ?? message}
            </p>
          )}
          <label htmlFor={`${id}-password`}>{msg('connect.relogin.password')}</label>{' '}
          <input
            id={`${id}-password`}
            ref={field}
            type="password"
            autoComplete="current-password"
            data-autofocus
            disabled={busy}
            aria-invalid={problem ? true : undefined}
          />
        </div>
        <footer className="oe-footer">
          <span className="oe-footer__buttons">
            <button type="button" onClick={onDisconnect} disabled={busy}>
              {msg('connect.relogin.disconnect')}
            </button>
            <button type="submit" className="primary" disabled={busy}>
              {busy ? msg('connect.relogin.working') : msg('connect.relogin.submit')}
            </button>
          </span>
        </footer>
      </form>
    </Modal>
  )
}
