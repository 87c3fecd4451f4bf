// Every error shown to a user: a heading, what happened (naming the field, parameter or account) and the
// next step, with the raw details one click away for support tickets.
import type { AppError } from '@shared/ipc/result'
import { explainError, type ErrorContext } from '../lib/error-explanation'
import { msg } from '@shared/text/messages'

interface ErrorPanelProps {
  error: AppError
  context?: ErrorContext
  onRetry?: (() => void) | undefined
  compact?: boolean
}

export function ErrorPanel({ error, context, onRetry, compact }: ErrorPanelProps) {
  const e = explainError(error, context)
  return (
    <div className={`error-panel${compact ? ' error-panel--compact' : ''}`} role="alert" data-error-kind={error.kind}>
      <strong className="error-panel__title">{e.title}</strong>
      <p className="error-panel__sentence">{e.sentence}</p>
      <p className="error-panel__next">{e.next}</p>
      <div className="error-panel__actions">
        {onRetry && (
          <button type="button" onClick={onRetry}>
            {msg('labels.errorPanel.tryAgain')}
          </button>
        )}
        <details>
          <summary>{msg('labels.errorPanel.details')}</summary>
          <code>{e.details}</code>
        </details>
      </div>
    </div>
  )
}
