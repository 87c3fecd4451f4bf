// "Check a file…" in the audit viewer: an audit export (or a log file) someone hands over is checked on its own
// by main, the same check as `npm run audit:verify`: is the chain whole, which rows break it, and is it the
// complete log or a filtered part of it.
import { auditFindingText } from '@shared/text/audit-text'
import { useMutation } from '@tanstack/react-query'
import { useId, useRef } from 'react'
import { dx, toAppError, unwrap } from '../../api/bridge'
import { ErrorPanel } from '../../components/ErrorPanel'
import { auditFileVerdict } from './case-text'
import { msg } from '@shared/text/messages'
import './support.css'

export function AuditFileCheck() {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const check = useMutation({
    mutationFn: async (file: File) => ({
      name: file.name,
      verdict: await unwrap(dx().audit.verifyFile({ text: await file.text() })),
    }),
  })
  const result = check.data
  return (
    <>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept=".csv,.jsonl,.log,text/csv"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) check.mutate(file)
          e.target.value = ''
        }}
      />
      <button type="button" onClick={() => input.current?.click()} disabled={check.isPending}>
        {msg('labels.support.checkAFile')}
      </button>
      {check.isError && <ErrorPanel error={toAppError(check.error)} compact />}
      {result && (
        <section
          className={`oe-audit__file-check oe-integrity ${result.verdict.ok ? 'is-ok' : 'is-broken'}`}
          role="status"
          aria-label={msg('labels.support.checkOfName', { name: result.name })}
          data-testid="audit-file-check"
        >
          <strong>{result.name}: </strong>
          {auditFileVerdict(result.verdict)}
          {result.verdict.findings.length > 0 && (
            <ul>
              {result.verdict.findings.map((f) => (
                <li key={`${f.line}-${f.code}`}>
                  {f.line > 0 ? msg('labels.support.rowLine', { line: f.line }) : ''}
                  {auditFindingText(f)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  )
}
