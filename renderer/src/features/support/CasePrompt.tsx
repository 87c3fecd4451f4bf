// The stage between choosing accounts and reading them: someone else's accounts are chosen and no case is
// open. Nothing of those accounts is read until the case is open (main refuses too).
import type { SessionInfo } from '@shared/ipc/contract'
import { delegatedAccounts } from '@shared/domain/support/delegation'
import { SessionHeader } from '../../components/SessionHeader'
import { owners } from '../../app/CaseBanner'
import type { SelectedAccount } from '../../app/session'
import { CaseForm } from './CaseForm'
import { msg } from '@shared/text/messages'

export interface CasePromptProps {
  session: SessionInfo
  accounts: readonly SelectedAccount[]
  onOpened(next: SessionInfo): void
  onChangeAccounts(): void
}

/** Whether these accounts need a case that is not open yet. */
export function needsCase(session: SessionInfo, accounts: readonly string[]): boolean {
  return !session.case && delegatedAccounts(session, accounts).length > 0
}

export function CasePrompt({ session, accounts, onOpened, onChangeAccounts }: CasePromptProps) {
  const clients = delegatedAccounts(
    session,
    accounts.map((a) => a.account),
  )
  return (
    <div className="picker-screen">
      <SessionHeader session={session} />
      <main className="picker-screen__main case-prompt">
        <CaseForm
          accounts={clients}
          who={owners(accounts.filter((a) => clients.includes(a.account)))}
          onOpened={onOpened}
          onCancel={onChangeAccounts}
          cancelLabel={msg('support.chooseOtherAccounts')}
        />
      </main>
    </div>
  )
}
