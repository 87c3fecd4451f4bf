// A modal dialog on the native <dialog> (components/modal-dialog.ts): the page behind is inert, focus moves in
// and stays, Escape asks the owner whether it may close, and focus returns to where it was when it goes away.
import { useRef, type ReactNode } from 'react'
import { msg } from '@shared/text/messages'
import { useModalDialog } from './modal-dialog'

interface ModalProps {
  labelledBy: string
  describedBy?: string
  onEscape: () => void
  className?: string
  children: ReactNode
  testId?: string
  data?: Record<string, string | undefined>
}

export function Modal({ labelledBy, describedBy, onEscape, className, children, testId, data }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const onKeyDown = useModalDialog(ref, onEscape)
  const dataAttrs = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]))
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      className={`modal ${className ?? ''}`}
      data-testid={testId}
      {...dataAttrs}
      onKeyDown={onKeyDown}
    >
      {children}
    </dialog>
  )
}

/** A dialog's one action and Close: the action is the default button and has the focus when the dialog opens. */
export function SaveOrClose(props: { label: string; disabled: boolean; onSave: () => void; onClose: () => void }) {
  return (
    <div className="form-actions">
      <button type="button" className="primary" data-autofocus disabled={props.disabled} onClick={props.onSave}>
        {props.label}
      </button>
      <button type="button" onClick={props.onClose}>
        {msg('shell.close')}
      </button>
    </div>
  )
}
