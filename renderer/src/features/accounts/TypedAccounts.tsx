import { useId, useState, type FormEvent } from 'react'
import { accountCodeProblem } from '@shared/api/primitives'
import { msg } from '@shared/text/messages'
import { ruleSentence } from '../../lib/refusal-text'

/** Codes typed by hand: the valid ones are added, a mistyped one stays in the box, named, for correction. */
export function TypedAccounts({ onAdd }: { onAdd: (codes: string[]) => void }) {
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const codes = text
      .split(/[\s,;]+/)
      .map((s) => s.trim())
      .filter(Boolean)
    if (codes.length === 0) {
      setError(msg('connect.typedAccounts.required'))
      return
    }
    const bad = codes.flatMap((code) => {
      const problem = accountCodeProblem(code)
      return problem ? [{ code, problem }] : []
    })
    const good = codes.filter((c) => !bad.some((b) => b.code === c))
    if (good.length > 0) onAdd(good)
    setText(bad.map((b) => b.code).join(', '))
    setError(
      bad.length === 0
        ? null
        : `${bad.map((b) => ruleSentence({ ...b.problem, parameter: b.code })).join(' ')}${good.length > 0 ? msg('connect.typedAccounts.addedOthers', { codes: good.join(', ') }) : ''}`,
    )
  }
  return (
    <section aria-labelledby={`${id}-h`} className="picker-section">
      <h3 id={`${id}-h`}>{msg('labels.accounts.accountCodes')}</h3>
      <form onSubmit={submit} className="inline-form" noValidate>
        <label htmlFor={`${id}-codes`}>{msg('labels.accounts.clientAccountCodes')}</label>
        <input
          id={`${id}-codes`}
          value={text}
          placeholder={msg('labels.accounts.default1001Default1002')}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-err` : ''}`}
          onChange={(e) => {
            setText(e.target.value)
            setError(null)
          }}
        />
        <button type="submit">{msg('labels.accounts.add')}</button>
      </form>
      {error && (
        <div id={`${id}-err`} className="field__error">
          {error}
        </div>
      )}
      <div id={`${id}-hint`} className="field__hint">
        {msg('connect.picker.typedHint')}
      </div>
    </section>
  )
}
