// A snapshot another DX Desk saved, read-only: main read the file, checked it against the one schema and its
// signature, and this page shows only that verified parse — whose snapshot it is, when it was taken, whether the
// signature holds, and the rows as they were shown. It has no connection and no action that reaches a server:
// its only call is for the parse it was opened with.
import { useQuery } from '@tanstack/react-query'
import { useRef, useSyncExternalStore, type ReactNode } from 'react'
import { dx, toAppError, unwrap } from '../../api/bridge'
import { queryKeys } from '../../api/query-keys'
import { ErrorPanel } from '../../components/ErrorPanel'
import { useModalDialog } from '../../components/modal-dialog'
import { snapshotMasked, snapshotProblem, snapshotVerdict } from './snapshot-text'
import { msg } from '@shared/text/messages'
import { formatTimestamp } from '../../lib/format'
import type { OpenedSnapshot } from '@shared/support/snapshot'

const SNAPSHOT_ROUTE = /^#snapshot=([A-Za-z0-9-]{1,64})(&inline)?$/

/** The snapshot a window (or, under the harness, the page) shows, named by the URL's fragment. */
export function snapshotRouteOf(hash: string): { id: string; inline: boolean } | null {
  const m = SNAPSHOT_ROUTE.exec(hash)
  return m?.[1] ? { id: m[1], inline: m[2] !== undefined } : null
}

/** Shows an opened snapshot in this page (where main has no window of its own to open). */
export function showSnapshotInline(id: string): void {
  window.location.hash = `snapshot=${id}&inline`
}

const subscribeHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

/**
 * The desk with, where main opened no window of its own, the snapshot viewer over it as a route: a full-window
 * modal dialog (above any dialog already open, everything behind it inert), while the desk stays mounted
 * underneath, so closing the viewer returns to it as it was.
 */
export function WithInlineSnapshot({ children }: { children: ReactNode }) {
  const route = snapshotRouteOf(useSyncExternalStore(subscribeHash, () => window.location.hash))
  return (
    <>
      {children}
      {route && <InlineSnapshot key={route.id} id={route.id} />}
    </>
  )
}

function InlineSnapshot({ id }: { id: string }) {
  const ref = useRef<HTMLDialogElement>(null)
  const onKeyDown = useModalDialog(ref, closeInline)
  return (
    <dialog ref={ref} className="snapshot-overlay" aria-labelledby="snapshot-title" onKeyDown={onKeyDown}>
      <SnapshotViewer id={id} inline />
    </dialog>
  )
}

function closeInline(): void {
  window.location.hash = ''
}

const at = (iso: string) => `${formatTimestamp(iso, 'UTC')} UTC`

export function SnapshotViewer({ id, inline }: { id: string; inline: boolean }) {
  const query = useQuery({
    queryKey: queryKeys.snapshot(id),
    queryFn: () => unwrap(dx().support.snapshot({ id })),
    staleTime: Infinity,
    retry: false,
  })
  const close = () => {
    if (inline) closeInline()
    else window.close()
  }
  return (
    <main className="snapshot-viewer" aria-labelledby="snapshot-title">
      <header className="snapshot-viewer__header">
        <h1 id="snapshot-title">{msg('support.snapshot.title')}</h1>
        {query.data && <span className="muted">{query.data.fileName}</span>}
        <span className="toolbar-spacer" />
        <button type="button" onClick={close}>
          {msg('labels.support.close')}
        </button>
      </header>
      {query.isError && <ErrorPanel error={toAppError(query.error)} compact />}
      {query.data && <SnapshotBody snapshot={query.data} />}
      <footer className="snapshot-viewer__footer muted">{msg('support.snapshot.readOnly')}</footer>
    </main>
  )
}

function SnapshotBody({ snapshot }: { snapshot: OpenedSnapshot }) {
  if (!snapshot.ok) {
    return (
      <p className="snapshot-verdict snapshot-verdict--altered" role="alert">
        {snapshotProblem(snapshot.problem, snapshot.detail)}
      </p>
    )
  }
  const c = snapshot.content
  const none = msg('support.snapshot.none')
  const facts: Array<[string, string]> = [
    [msg('support.snapshot.fact.view'), c.view.title],
    [msg('support.snapshot.fact.takenBy'), `${c.takenBy.name} (${c.takenBy.login})`],
    [msg('support.snapshot.fact.takenAt'), at(c.takenAt)],
    [msg('support.snapshot.fact.asOf'), at(c.asOf)],
    [
      msg('support.snapshot.fact.accounts'),
      c.accounts
        .map((a) =>
          a.version ? msg('support.snapshot.accountVersion', { account: a.account, version: a.version }) : a.account,
        )
        .join(', '),
    ],
    [msg('support.snapshot.fact.case'), c.case?.reference ?? none],
    [msg('support.snapshot.fact.filters'), c.filters.length ? c.filters.join('; ') : none],
    [msg('support.snapshot.fact.sort'), c.sort],
    [msg('support.snapshot.fact.masked'), snapshotMasked(c.masking)],
    [
      msg('support.snapshot.fact.writtenBy'),
      msg('support.snapshot.writtenBy', {
        app: c.app.name,
        version: c.app.version,
        server: c.server,
        zone: c.timeZone,
      }),
    ],
  ]
  return (
    <>
      <p
        className={`snapshot-verdict snapshot-verdict--${snapshot.verdict}`}
        role="status"
        data-testid="snapshot-verdict"
      >
        {snapshotVerdict(snapshot.verdict, snapshot.signer)}
      </p>
      <dl className="snapshot-viewer__facts" aria-label={msg('support.snapshot.about')}>
        {facts.map(([term, value]) => (
          <Fact key={term} term={term} value={value} />
        ))}
      </dl>
      <div
        className="snapshot-viewer__table"
        tabIndex={0}
        role="region"
        aria-label={msg('support.snapshot.rowsRegion')}
      >
        <table>
          <caption className="muted">
            {msg('support.snapshot.rows', { count: c.rows.length })}
            {c.page ? ` · ${c.page}` : ''}
          </caption>
          <thead>
            <tr>
              {c.columns.map((col) => (
                <th key={col.id} scope="col">
                  {col.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {c.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) => (
                  <td key={j} className={c.columns[j]?.kind === 'number' ? 'num' : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  )
}
