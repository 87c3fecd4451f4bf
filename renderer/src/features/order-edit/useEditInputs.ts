import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { SanityContext } from '@shared/domain/order-sanity'
import { accountBlocksEdit } from '../../lib/order-change-text'
import { accountNowBlocks } from './editor-text'
import { useQuotes } from '../market/quotes'
import { rulesQuery, usualSizeQuery } from './api'
import type { OrderEditDialogProps } from './OrderEditDialog'

/**
 * What the dialog checks a change against: the instrument's rules, the market now and the account's usual size
 * (for the sanity warnings), and whether the account's status forbids the change.
 */
export function useEditInputs(props: OrderEditDialogProps) {
  const { order } = props
  const rules = useQuery(rulesQuery(props.profileId, order.account, order.instrument))
  const usualSize = useQuery(usualSizeQuery(props.profileId, order.account, order.instrument))
  const quote = useQuotes([order.instrument]).bySymbol.get(order.instrument)
  const sanity = useMemo(
    (): SanityContext => ({
      ...(quote ? { quote: { bid: quote.bid, ask: quote.ask } } : {}),
      ...(usualSize.data ? { usualQuantity: usualSize.data } : {}),
      ...(props.sanityLimits ? { limits: props.sanityLimits } : {}),
    }),
    [quote, usualSize.data, props.sanityLimits],
  )
  // What the status forbids, said as a change when it did not forbid it when the dialog opened.
  const [statusAtOpen] = useState(props.accountStatus)
  const blockedNow = accountBlocksEdit(props.accountStatus, order)
  const accountBlocked =
    blockedNow && !accountBlocksEdit(statusAtOpen, order)
      ? accountNowBlocks(props.accountStatus ?? '', order.account)
      : blockedNow
  return { rules, quote, sanity, accountBlocked }
}
