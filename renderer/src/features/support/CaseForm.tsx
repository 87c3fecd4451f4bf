// The support case prompt: a reference and a reason before any client account is read. Main checks the same
// bounds (shared/ipc/support-case.ts) and records the case; this form only says early what it would refuse.
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { SessionInfo } from '@shared/ipc/contract'
import { caseReason, caseReference, CASE_LIMITS } from '@shared/ipc/support-case'
import { toAppError } from '../../api/bridge'
import { openCase } from '../../api/session'
import { ErrorPanel } from '../../components/ErrorPanel'
import { CASE_FIELD_RULES, casePromptIntro } from './case-text'
import './support.css'
import { msg } from '@shared/text/messages'

export interface CaseFormProps {
  /** The client accounts the case is for. */
  accounts: readonly string[]
  /** Whose accounts they are, as the picker knows it. */
  who: string
  /** A case is open already: this one replaces it (recorded as a switch). */
  switching?: string | undefined
  onOpened(next: SessionInfo): void
  onCancel(): void
  cancelLabel: string
}

export function CaseForm({ accounts, who, switching, onOpened, onCancel, cancelLabel }: CaseFormProps) {
  const id = useId()
  const [reference, setReference] = useState('')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<{ field: 'reference' | 'reason'; text: string } | null>(null)
  const open = useMutation({
    mutationFn: () => openCase(reference.trim(), reason.trim(), accounts),
    onSuccess: onOpened,
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!caseReference.safeParse(reference).success) {
      setProblem({ field: 'reference', text: CASE_FIELD_RULES.reference })
      return
    }
    if (!caseReason.safeParse(reason).success) {
      setProblem({ field: 'reason', text: CASE_FIELD_RULES.reason })
      return
    }
    open.mutate()
  }
  const invalid = (field: 'reference' | 'reason') =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {}
  return (
    <form className="case-form" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`}>
        {switching ? msg('support.labels.switchFrom', { reference: switching }) : msg('support.labels.openCase')}
      </h2>
      <p>{casePromptIntro(accounts.join(', '), who)}</p>
      <label htmlFor={`${id}-reference`}>{msg('support.caseReference')}</label>
      <input
        id={`${id}-reference`}
        value={reference}
        maxLength={CASE_LIMITS.reference}
        autoComplete="off"
        data-autofocus
        autoFocus
        {...invalid('reference')}
        onChange={(e) => {
          setReference(e.target.value)
          setProblem(null)
        }}
      />
      <label htmlFor={`${id}-reason`}>{msg('labels.support.reason')}</label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        rows={3}
        maxLength={CASE_LIMITS.reason}
        {...invalid('reason')}
        onChange={(e) => {
          setReason(e.target.value.replace(/[\r\n]+/g, ' '))
          setProblem(null)
        }}
      />
      <div className="case-form__count muted" aria-live="polite">
        {reason.trim().length} / {CASE_LIMITS.reason}
      </div>
      {problem && (
        <div id={`${id}-problem`} className="field__error">
          {problem.text}
        </div>
      )}
      {open.isError && <ErrorPanel error={toAppError(open.error)} compact />}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={open.isPending}>
          {open.isPending
            ? msg('labels.support.opening')
            : switching
              ? msg('labels.support.switchCaseTitle')
              : msg('labels.support.openCase')}
        </button>
        <button type="button" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </form>
  )
}
