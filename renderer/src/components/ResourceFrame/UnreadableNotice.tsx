// Records a list answer had that did not match the API: said above the table in one short line per account whose
// records they were (so it never pushes the toolbar's "as of" and refresh away), with what that means and where the
// first few broke one click away. The rows shown are the readable ones; every sum over them is incomplete.
import { createContext, useContext } from 'react'
import type { UnreadableRecords } from '@shared/ipc/contract'
import { sampleProblems } from '../../lib/answer-text'
import { moreNotListed, UNREADABLE_SAMPLES_LABEL, unreadableRecordsNotice } from '../table-text'

/** Set by the frame when records were left out, so every subtotal under it says it is incomplete. */
export const RecordsLeftOut = createContext<UnreadableRecords | undefined>(undefined)

export function useRecordsLeftOut(): UnreadableRecords | undefined {
  return useContext(RecordsLeftOut)
}

export function UnreadableNotice({ unreadable, noun }: { unreadable: UnreadableRecords; noun: string }) {
  const { count, total, samples, accounts } = unreadable
  const more = count - samples.length
  const { headlines, explanation } = unreadableRecordsNotice({ count, total, noun, accounts })
  return (
    <div className="notice notice--warn unreadable-notice" role="alert" data-testid="unreadable-notice">
      {headlines.map((line) => (
        <strong key={line} className="unreadable-notice__line">
          {line}
        </strong>
      ))}
      <details>
        <summary>{UNREADABLE_SAMPLES_LABEL}</summary>
        <p>{explanation}</p>
        <ul>
          {sampleProblems(samples).map((s, i) => (
            <li key={i}>
              <code>{s}</code>
            </li>
          ))}
        </ul>
        {more > 0 && <p>{moreNotListed(more)}</p>}
      </details>
    </div>
  )
}
