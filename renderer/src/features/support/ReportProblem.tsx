// "Report a problem…": the archive main would save, every file of it shown in full first, so the person knows
// what an engineer will get; saving writes it to this computer and shows it in the file manager. The app sends
// nothing.
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { dx, toAppError, unwrap } from '../../api/bridge'
import { ErrorPanel } from '../../components/ErrorPanel'
import { SaveOrClose } from '../../components/Modal'
import { useModalDialog } from '../../components/modal-dialog'
import './support.css'
import { msg } from '@shared/text/messages'

export function ReportProblemButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      {/* Short: the header keeps the user's name and every control on one line; below 1366 px a flag, named by
          its label and tooltip. */}
      <button
        type="button"
        aria-label={msg('labels.support.reportAProblem')}
        title={msg('labels.support.reportAProblem')}
        onClick={() => setOpen(true)}
      >
        <span className="wide-only">{msg('labels.support.report')}</span>
        <span className="narrow-only" aria-hidden="true">
          ⚑
        </span>
      </button>
      {open && <ReportDialog onClose={() => setOpen(false)} />}
    </>
  )
}

function ReportDialog({ onClose }: { onClose: () => void }) {
  const id = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const onKeyDown = useModalDialog(ref, onClose)
  // Built fresh each time the dialog opens (not cached): it is what would be saved now.
  const preview = useMutation({ mutationFn: () => unwrap(dx().support.report({})) })
  const { mutate: build } = preview
  useEffect(() => build(), [build])
  const save = useMutation({ mutationFn: () => unwrap(dx().support.saveReport({})) })
  return (
    <dialog ref={ref} className="report-dialog" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
      <h2 id={`${id}-title`}>{msg('labels.support.reportAProblemTitle')}</h2>
      <p>{msg('support.reportIntro')}</p>
      {preview.isError && <ErrorPanel error={toAppError(preview.error)} compact />}
      {preview.data && (
        <>
          <p className="muted">{preview.data.filename}</p>
          <div
            className="report-dialog__text"
            tabIndex={0}
            role="region"
            aria-label={msg('labels.support.reportContents')}
          >
            {preview.data.parts.map((part) => (
              <section key={part.name} className="report-dialog__part">
                <h3>{part.name}</h3>
                <pre>{part.text}</pre>
              </section>
            ))}
          </div>
        </>
      )}
      {save.data && (
        <p role="status" className="report-dialog__saved">
          {msg('labels.support.savedToPath', { path: save.data.path })}
        </p>
      )}
      {save.isError && <ErrorPanel error={toAppError(save.error)} compact />}
      <SaveOrClose
        label={msg('support.saveAndShow')}
        disabled={!preview.data || save.isPending}
        onSave={() => save.mutate()}
        onClose={onClose}
      />
    </dialog>
  )
}
