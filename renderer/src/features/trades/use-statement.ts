// The statement tab's state: the chosen account, its statement built from the ledger and the server's balance,
// the sheet's header, and saving the printed sheet to PDF.
import { useMemo, useState } from 'react'
import { systemClock } from '@shared/domain/clock'
import type { Period } from '@shared/domain/account-ledger'
import { buildStatement } from '@shared/domain/statement'
import { fileStamp } from '@shared/text/file-stamp'
import { unwrap, dx } from '../../api/bridge'
import { useSession } from '../../app/session'
import { formatTimestamp } from '../../lib/format'
import { zoneLabel } from '../../lib/time-zones'
import { msg } from '@shared/text/messages'
import type { StatementHeader } from './StatementSheet'
import { NO_MS } from './StatementTables'
import { useMetrics, type AccountBooks } from './use-books'

export function useStatement(books: readonly AccountBooks[], period: Period, periodText: string) {
  const { session, accounts, zone, appInfo, profile } = useSession()
  const [account, setAccount] = useState(books[0]?.account ?? '')
  const [producedAt, setProducedAt] = useState(() => systemClock.now())
  const [saving, setSaving] = useState<
    { state: 'idle' | 'saving' } | { state: 'done'; path?: string } | { state: 'failed'; error: unknown }
  >({ state: 'idle' })
  const metrics = useMetrics(session.profileId, account ? [account] : [])
  const ledger = books.find((b) => b.account === account)?.ledger
  const reported = metrics.data?.data.find((m) => m.account === account)
  const statement = useMemo(
    () =>
      ledger && reported
        ? buildStatement({
            account,
            records: ledger,
            reportedBalance: reported.balances?.[0]?.balance ?? reported.balance,
            period,
          })
        : undefined,
    [ledger, reported, account, period],
  )
  const selected = accounts.find((a) => a.account === account)
  const owner = selected?.ownerName
    ? msg('books.statementHeader.owner', { name: selected.ownerName, login: selected.owner ?? '' })
    : (session.user.accounts.find((a) => a.account === account)?.owner ??
      selected?.owner ??
      msg('books.statementHeader.ownerUnknown'))
  const header: StatementHeader = {
    account,
    owner,
    currency: statement?.currency ?? selected?.baseCurrency ?? '',
    periodText,
    from: Number.isFinite(period.from)
      ? formatTimestamp(period.from, zone, NO_MS)
      : msg('books.statementHeader.fromStart'),
    to: Number.isFinite(period.to)
      ? formatTimestamp(period.to, zone, NO_MS)
      : msg('books.statementHeader.toNow', { time: formatTimestamp(ledger?.fetchedAt ?? producedAt, zone, NO_MS) }),
    zone: zoneLabel(zone),
    producedAt: formatTimestamp(producedAt, zone, NO_MS),
    producedBy: msg(
      session.kind === 'support' ? 'books.statementHeader.producedBySupport' : 'books.statementHeader.producedBy',
      { username: session.username, profile: profile?.name ?? session.profileName },
    ),
    app: `${appInfo.name} ${appInfo.version}`,
    server: session.baseUrl,
  }

  const save = async () => {
    const at = systemClock.now()
    setProducedAt(at)
    setSaving({ state: 'saving' })
    try {
      const result = await unwrap(
        dx().books.savePdf({ fileName: `statement ${account.replace(/[^A-Za-z0-9]+/g, '-')} ${fileStamp(at)}.pdf` }),
      )
      setSaving(result.saved ? { state: 'done', ...(result.path ? { path: result.path } : {}) } : { state: 'idle' })
    } catch (error) {
      setSaving({ state: 'failed', error })
    }
  }
  return { account, setAccount, metrics, statement, header, saving, save }
}
