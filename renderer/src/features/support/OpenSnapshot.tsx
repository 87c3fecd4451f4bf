// "Open snapshot…": main asks which file in its own dialog, reads and verifies it, and shows it read-only in a
// window of its own; where main has no windows to open (the test harness), this page shows it instead.
import { useMutation } from '@tanstack/react-query'
import { dx, toAppError, unwrap } from '../../api/bridge'
import { ErrorPanel } from '../../components/ErrorPanel'
import { showSnapshotInline } from './SnapshotViewer'
import { msg } from '@shared/text/messages'

export function OpenSnapshotButton({ className }: { className?: string }) {
  const open = useMutation({
    mutationFn: () => unwrap(dx().support.openSnapshot({})),
    onSuccess: (result) => {
      if (result.opened && result.id && !result.inWindow) showSnapshotInline(result.id)
    },
  })
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => open.mutate()}
        disabled={open.isPending}
        title={msg('support.snapshot.openTitle')}
      >
        {msg('support.snapshot.open')}
      </button>
      {open.isError && <ErrorPanel error={toAppError(open.error)} compact />}
    </>
  )
}
