// A request main refused before sending it, naming what is missing.
export const params = {
  accountRequired: 'An account code such as default:1001 is required.',
  /** A request schema's rule (shared/api's words), as it says it. */
  valueRefused: '{{rule}}',
  valueRefusedNamed: '“{{parameter}}”: {{rule}}',
  valueRequired: '“{{parameter}}” is required.',
  requestInvalid: 'The request is not valid.',
  symbolRequired: 'Name the instrument.',
  loginIncomplete: 'The login details are incomplete.',
  otherAccountInBody: 'The request names another account than the one it is sent to.',
  addressUnreadable: '“{{address}}” is not a web address.',
  addressNotHttps: 'The server address must start with https://.',
  addressExtras: 'The server address must not carry a query, fragment or login.',
  accountsRequired: 'Pick at least one account.',
  currencyRequired: 'Name a currency such as {{example}}.',
  dayRequired: 'Name a day such as {{example}}.',
  orderNotNamed: 'Name the order to cancel.',
  groupNotNamed: 'Name every order of the group to cancel.',
  includeOffsetSingle: '“include-offset” applies only when several accounts are read at once.',
  notAParameter: '“{{parameter}}” is not a parameter of “{{endpoint}}”.',
  versionUnread: 'An order is only changed against the version you saw: read the open orders first (no ETag).',
} as const
