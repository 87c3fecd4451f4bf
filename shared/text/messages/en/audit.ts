// The audit log viewer.
export const audit = {
  intact: 'Hash chain intact · {{entries}}',
  broken: 'Hash chain broken at line {{at}}: {{reason}}',
  unknownLine: '?',
  entries_one: '{{shown}} entry',
  entries_other: '{{shown}} entries',
  noReason: 'no reason given',
  findingsExplained:
    'The log file was changed outside the app at these lines: what they say, and lines that are not entries at all, cannot be trusted.',
} as const
