// Accounts as ticks: each with its code, currency, status and whether it nets or hedges.
import { useId } from 'react'
import type { AccountDetails, UserDetails } from '@shared/api/records'
import type { SelectedAccount } from '../../app/session'
import { accountStatusWords } from '../../lib/order-change-text'
import { fromDetails } from './remembered'
import { msg } from '@shared/text/messages'

interface AccountListProps {
  accounts: readonly AccountDetails[]
  user: Pick<UserDetails, 'fullName' | 'username'>
  isSelected: (code: string) => boolean
  onToggle: (a: SelectedAccount, on: boolean) => void
}

export function AccountList({ accounts, user, isSelected, onToggle }: AccountListProps) {
  const id = useId()
  return (
    <ul className="account-list">
      {accounts.map((a) => (
        <li key={a.account}>
          <input
            id={`${id}-${a.account}`}
            type="checkbox"
            checked={isSelected(a.account)}
            onChange={(e) => onToggle(fromDetails(a, user), e.target.checked)}
          />
          <label htmlFor={`${id}-${a.account}`}>
            <span className="code">{a.account}</span> <span className="muted">{a.baseCurrency}</span>{' '}
            <span className={`tag tag--${a.accountStatus.toLowerCase().replace(/_/g, '-')}`}>
              {accountStatusWords(a.accountStatus)}
            </span>{' '}
            <span className="muted">
              {a.positionBased ? msg('labels.accounts.hedgingPositionBased') : msg('labels.accounts.netting')}
            </span>
          </label>
        </li>
      ))}
    </ul>
  )
}
