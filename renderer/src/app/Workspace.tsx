// The connected screen: header (who, which accounts, zone, theme), the support case banner, the always-
// visible account summary bar, and one tab per resource.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { AccountSummaryBar } from '../features/metrics/AccountSummaryBar'
import { ThemeToggle } from '../components/ThemeToggle'
import { AuditLogButton } from '../features/audit/AuditLogButton'
import { QuotesProvider } from '../features/market/quotes'
import { EDIT_DIALOGS, OrderEditHost } from '../features/order-edit/OrderEditHost'
import { afterNextPaint } from '../lib/after-paint'
import { storageKeys, writeStored } from '../lib/storage'
import { zoneLabel, zoneShortLabel } from '../lib/time-zones'
import { CaseBanner } from './CaseBanner'
import { ReportProblemButton } from '../features/support/ReportProblem'
import { ActivityButton } from '../features/activity/ActivityPanel'
import { LiveProvider } from './live'
import { AccountStatusesProvider } from './account-status'
import type { ActivityTarget } from '@shared/domain/activity'
import { useSession } from './session'
import { useTabShortcuts } from './shortcuts'
import { initialTab, shortcutLabel, TABS, type TabId } from './tabs'
import { startOpening, startPreparing, startReadsAfterFirstPaint, VIEWS, warmUp } from './views'
import { msg } from '@shared/text/messages'

export function Workspace() {
  const session = useSession()
  const profileId = session.session.profileId
  const [tab, setTabState] = useState<TabId>(() => initialTab(profileId))
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>())
  const queryClient = useQueryClient()
  const accountCodes = session.accountCodes
  const scope = useMemo(() => ({ profileId, accounts: accountCodes }), [profileId, accountCodes])
  useEffect(() => afterNextPaint(() => startReadsAfterFirstPaint(queryClient, scope)), [queryClient, scope])
  useEffect(() => warmUp(() => queryClient.isFetching() > 0, EDIT_DIALOGS), [queryClient])

  const open = useCallback((id: TabId) => startOpening(id, queryClient, scope), [queryClient, scope])
  const prepare = useCallback((id: TabId) => startPreparing(id, queryClient, scope), [queryClient, scope])
  const setTab = useCallback(
    (id: TabId, focus = false) => {
      open(id)
      setTabState(id)
      writeStored(storageKeys.activeTab(profileId), id)
      if (focus) tabRefs.current.get(id)?.focus()
    },
    [profileId, open],
  )
  useTabShortcuts(useCallback((id: TabId) => setTab(id, true), [setTab]))

  // After the accounts are chosen the picker's button is gone: start from the view's tab, not the page body.
  const firstTab = useRef(tab)
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) {
      tabRefs.current.get(firstTab.current)?.focus()
    }
  }, [])

  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((t) => t.id === tab)
    const go: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }
    const next = go[e.key]
    if (next === undefined) return
    e.preventDefault()
    const target = TABS[(next + TABS.length) % TABS.length]
    if (target) setTab(target.id, true)
  }

  const openTarget = useCallback((target: ActivityTarget) => setTab(target.view, true), [setTab])

  const View = VIEWS[tab]
  const profile = session.profile
  return (
    <LiveProvider onOpenTarget={openTarget}>
      <AccountStatusesProvider>
        <QuotesProvider>
          <OrderEditHost>
            <div className={`workspace colour-${profile?.colour ?? 'slate'}`} data-profile-kind={session.session.kind}>
              <header className="workspace__header">
                <span className="brand">{msg('labels.app.dxDesk')}</span>
                <span className="profile-chip" title={session.session.baseUrl}>
                  <span className="profile-chip__swatch" aria-hidden="true" />
                  {session.session.profileName}
                  {profile?.builtIn && <span className="badge badge--demo">{msg('labels.app.demo')}</span>}
                  {session.delegated && <span className="badge badge--support">{msg('labels.app.support')}</span>}
                </span>
                <span
                  className="muted workspace__user"
                  title={msg('shell.labels.loggedIn', {
                    name: session.session.user.fullName,
                    login: session.session.username,
                  })}
                >
                  {session.session.user.fullName}
                  {/* The login is in the tooltip and read out: written beside the name it cut the name short. */}
                  <span className="sr-only"> ({session.session.username})</span>
                </span>
                <span id="workspace-accounts" className="workspace__accounts" title={session.accountCodes.join(', ')}>
                  <span className="muted">{msg('labels.app.accounts')}</span> {session.accountCodes.join(', ')}
                </span>
                {/* Named by what it shows (label in name, WCAG 2.5.3: whoever says "click Change…" gets it): "Change
                  accounts…", below 1366 px "Change…", and described by the accounts it changes at every width. */}
                <button type="button" aria-describedby="workspace-accounts" onClick={session.changeAccounts}>
                  <span className="wide-only">{msg('labels.app.changeAccounts')}</span>
                  <span className="narrow-only">{msg('labels.app.change')}</span>
                </button>
                <span className="toolbar-spacer" />
                <span
                  className="muted workspace__zone"
                  title={msg('shell.labels.zoneTitle', { zone: zoneLabel(session.zone) })}
                >
                  {msg('labels.app.times')} <span className="wide-only">{zoneLabel(session.zone)}</span>
                  <span className="narrow-only">{zoneShortLabel(session.zone)}</span>
                </span>
                <ActivityButton />
                <AuditLogButton zone={session.zone} />
                <ReportProblemButton />
                <ThemeToggle />
                <button type="button" onClick={() => void session.disconnect()}>
                  {msg('labels.app.disconnect')}
                </button>
              </header>
              <CaseBanner />
              <AccountSummaryBar />
              <div className="tabs" role="tablist" aria-label={msg('labels.app.accountViews')} onKeyDown={onTabKey}>
                {TABS.map((t) => (
                  <button
                    key={t.id}
                    ref={(el) => {
                      if (el) tabRefs.current.set(t.id, el)
                      else tabRefs.current.delete(t.id)
                    }}
                    type="button"
                    role="tab"
                    id={`tab-${t.id}`}
                    aria-selected={tab === t.id}
                    aria-controls={`panel-${t.id}`}
                    aria-keyshortcuts={shortcutLabel(t.digit)}
                    tabIndex={tab === t.id ? 0 : -1}
                    title={`${t.label} (${shortcutLabel(t.digit)})`}
                    className="tab"
                    // Hover and press come before the click: the view's code and first read start then.
                    onPointerEnter={() => prepare(t.id)}
                    onPointerDown={() => open(t.id)}
                    onClick={() => setTab(t.id)}
                  >
                    {t.label}
                    <span className="tab__key" aria-hidden="true">
                      {t.digit}
                    </span>
                  </button>
                ))}
              </div>
              <main className="workspace__main" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
                <View key={tab} />
              </main>
            </div>
          </OrderEditHost>
        </QuotesProvider>
      </AccountStatusesProvider>
    </LiveProvider>
  )
}
