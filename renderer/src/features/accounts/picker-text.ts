// The account picker's explanations.
import { msg } from '@shared/text/messages'

/** The account picker when more accounts are chosen than can be viewed together. */
export function tooManyAccounts(max: number, selected: number): string {
  return msg('connect.tooManyAccounts', { max, remove: selected - max })
}

/** The account picker of a support profile: the middle part is set in bold. */
export const SUPPORT_PICKER_NOTICE = {
  before: msg('connect.supportPicker.before'),
  emphasis: msg('connect.supportPicker.emphasis'),
  after: msg('connect.supportPicker.after'),
} as const

/** The account picker: a login without accounts of its own, and what several chosen accounts do. */
export const ACCOUNT_PICKER = {
  ownsNone: msg('connect.picker.ownsNone'),
  noneSelected: msg('connect.picker.noneSelected'),
  several: msg('connect.picker.several'),
} as const
