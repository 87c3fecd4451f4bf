// The header button that opens the audit log (one line in the workspace header); the viewer's code loads
// when it is first opened.
import { useState } from 'react'
import { lazyComponent } from '../../app/lazy-component'
import { msg } from '@shared/text/messages'

const AuditLogView = lazyComponent(() => import('./AuditLogView').then((m) => m.AuditLogView), {
  what: msg('shell.parts.auditLog'),
  overlay: true,
})

export function AuditLogButton({ zone }: { zone: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} title={msg('audit.labels.buttonTitle')}>
        {msg('labels.audit.auditLog')}
      </button>
      {open && <AuditLogView zone={zone} onClose={() => setOpen(false)} />}
    </>
  )
}
