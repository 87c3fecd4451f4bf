// A catalogue message with parts the screen sets in markup (a bold name, a code, a coloured amount): the words
// and their order come from the catalogue, the nodes go where its placeholders stand.
import { Fragment, type ReactNode } from 'react'
import { msg, type MessageKey, type MessageValues } from '@shared/text/messages'

const MARK = '\u0000'

export function richMsg(
  key: MessageKey,
  nodes: Readonly<Record<string, ReactNode>>,
  values?: MessageValues,
): ReactNode {
  const names = Object.keys(nodes)
  const marks = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]))
  const parts = msg(key, { ...values, ...marks }).split(new RegExp(`${MARK}(\\d+)${MARK}`))
  return parts.map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{nodes[names[Number(part)] ?? '']}</Fragment>))
}
