// A status line above a view: what happened and, when the user may put it away, a Dismiss button.
import type { ReactNode } from 'react'
import { msg } from '@shared/text/messages'

interface NoticeProps {
  tone?: 'warn'
  onDismiss?: () => void
  children: ReactNode
}

export function Notice({ tone, onDismiss, children }: NoticeProps) {
  return (
    <p className={tone ? `notice notice--${tone}` : 'notice'} role="status">
      {children}
      {onDismiss && (
        <>
          {' '}
          <button type="button" className="link-button" onClick={onDismiss}>
            {msg('labels.notice.dismiss')}
          </button>
        </>
      )}
    </p>
  )
}
