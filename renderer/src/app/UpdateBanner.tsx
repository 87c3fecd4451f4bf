// "Update ready — restart". Main announces a downloaded update once (`update.ready`), and a page that starts
// after that (a reload) asks for it (`update.status`); the restart is the user's choice, and main refuses it
// while an order edit is open or being sent, so the banner says why instead of restarting under someone's edit.
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { EventPayload } from '@shared/ipc/contract'
import { dx, hasBridge, toAppError, unwrap } from '../api/bridge'
import { explainError } from '../lib/error-explanation'
import { restartRefused } from '../features/connect/session-text'
import { richMsg } from '../lib/rich-message'
import { msg } from '@shared/text/messages'

type Ready = EventPayload<'update.ready'>

export function UpdateBanner() {
  const [ready, setReady] = useState<Ready | null>(null)
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    if (!hasBridge()) return undefined
    let live = true
    const off = dx().on['update.ready']((info) => {
      setReady(info)
      setDismissed(false)
    })
    // Subscribed first, so an announcement that comes while this is asked is not lost either.
    dx()
      .update.status({})
      .then((answer) => {
        if (live && answer.ok && answer.value.ready) setReady((now) => now ?? answer.value.ready)
      })
      .catch(() => undefined)
    return () => {
      live = false
      off()
    }
  }, [])
  const restart = useMutation({ mutationFn: () => unwrap(dx().update.restart({})) })
  if (!ready || dismissed) return null

  const outcome = restart.data
  const problem = restart.error
    ? msg('connect.restartFailed', { reason: explainError(toAppError(restart.error)).sentence })
    : outcome && !outcome.restarting
      ? restartRefused(outcome.reason)
      : undefined
  const name = ready.releaseName
    ? `${ready.releaseName} (${ready.version})`
    : msg('labels.app.version', { version: ready.version })
  return (
    <div className="update-banner" role="region" aria-label={msg('labels.app.update')}>
      <span>{richMsg('connect.update.downloaded', { name: <strong>{name}</strong> })}</span>
      {outcome?.restarting ? (
        <span role="status">{msg('labels.app.restarting')}</span>
      ) : (
        <>
          <button type="button" onClick={() => restart.mutate()} disabled={restart.isPending}>
            {restart.isPending ? msg('labels.app.restarting') : msg('labels.app.restartNow')}
          </button>
          <button type="button" className="link-button" onClick={() => setDismissed(true)}>
            {msg('labels.app.later')}
          </button>
        </>
      )}
      {problem && (
        <span className="update-banner__problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  )
}
