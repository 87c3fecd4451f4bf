// The audit log viewer.
export const audit = {
  viewerMeta: 'Every order change attempt and support unlock made from this computer, newest first. Times in {{zone}}.',
  localTime: 'local time',
  /** What a read after an unknown outcome found (an outcome line's `reread`). */
  reread: {
    applied: 're-read: the orders now show the requested values (applied)',
    differs: 're-read: the orders do not show the requested values ({{names}} differ)',
    'not-open': 're-read: {{names}} no longer open',
    cancelled: 're-read: no longer open (cancelled or ended)',
    'still-open': 're-read: {{names}} still open (not cancelled)',
    unreadable: 'the order could not be read again',
  },
  kindChangeOption: 'profile “Used by” changed',
  noEntries: 'No entries match these filters.',
  intact: 'Hash chain intact · {{entries}}',
  broken: 'Hash chain broken at line {{at}}: {{reason}}',
  unknownLine: '?',
  entries_one: '{{shown}} entry',
  entries_other: '{{shown}} entries',
  noReason: 'no reason given',
  findingsExplained:
    'The log file was changed outside the app at these lines: what they say, and lines that are not entries at all, cannot be trusted.',
  labels: {
    filters: 'Audit log filters',
    textPlaceholder: 'description, field, ETag',
    scrollable: 'Audit log, scrollable',
    entries: 'Audit log entries',
    buttonTitle: 'Order change attempts and support unlocks',
    close: 'Close the audit log',
    orderPlaceholder: 'order id or client order id',
    partShown: '{{shown}} of {{total}} entries shown; narrow the filter or export',
  },
  /** An entry's action in words. */
  action: {
    unlock: 'support unlock',
    caseOpened: 'support case opened',
    caseEnded: 'support case ended ({{result}})',
    snapshotShared: 'snapshot shared',
    orderCancel: 'order cancel',
    orderChange: 'order change',
    attempt: '{{step}} ({{attempt}})',
    outcomeOf: '{{step}} · outcome of #{{seq}}',
  },
  /** An entry's result in words. */
  result: {
    applied: 'applied',
    unlocked: 'unlocked',
    'precondition-failed': '412 · account changed, not applied',
    conflict: '409 · refused',
    'bad-request': '400 · refused',
    'not-found': '404 · not visible',
    'conditional-required': '403 · no If-Match, not applied',
    validation: 'not sent',
    attempt: 'attempt · recorded before sending',
    outcomeUnknown: 'outcome unknown ({{status}})',
  },
  /** The result filter's choices. */
  resultFilter: {
    any: 'any result',
    applied: 'applied',
    failed: 'not applied / failed',
    stale: '412 stale version',
    conflict: '409 refused',
    badRequest: '400 bad request',
    outcomeUnknown: 'outcome unknown',
    unlocked: 'unlocked',
  },
  exported: 'Exported {{entries}} to {{file}}',
  exportFailed: 'Export failed. {{error}}',
  /** Request fields the order editor labels otherwise than their name says. */
  fieldWords: {
    tif: 'TIF',
    expireDate: 'Expires',
    orderCode: 'Order code',
  },
  /** The order an entry concerns: the id the grid uses, then the stable client id. */
  order: {
    idAndClient: 'Order {{ids}} · client {{client}}',
    id: 'Order {{ids}}',
    client: 'client {{client}}',
  },
} as const
