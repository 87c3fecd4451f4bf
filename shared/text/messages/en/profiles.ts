// Connection profiles: main's refusals of a save, a removal or an import, and what it says about the saved file.
export const profiles = {
  demoFixed: 'The Demo profiles are built in and cannot be changed.',
  demoKept: 'The Demo profiles are built in and cannot be removed.',
  limit: 'At most {{max}} profiles can be saved.',
  noSuchProfile: 'There is no profile “{{profileId}}”.',
  problem: {
    label: 'Profile {{number}}',
    labelNamed: 'Profile {{number}} (“{{name}}”)',
    'not-a-record': '{{label}}: not a profile record',
    'secret-field': '{{label}}: carries a password or token field, which profile files never contain',
    /** The field as the file names it, and the rule it broke (`params.rule.*`). */
    invalid: '{{label}}: “{{field}}” {{rule}}',
    invalidRecord: '{{label}} {{rule}}',
    'id-missing': '{{label}}: id is missing',
    'id-taken': '{{label}}: its id “{{id}}” is taken',
    limit: '{{label}}: at most {{max}} profiles can be saved',
  },
  import: {
    'not-json': 'The file is not JSON, so nothing was imported.',
    'not-export': 'The file is not a DX Desk profile export, so nothing was imported.',
  },
  notice: {
    profilesNewer:
      'The saved profiles were written by a newer version of DX Desk; they were kept as {{file}} and are not shown.',
    profilesUnreadable:
      'The saved profiles could not be read; the file was kept as {{file}} and no saved profiles are shown.',
    profilesInvalid_one:
      '{{n}} saved profile was invalid and left out ({{problems}}); the original file was kept as {{file}}.',
    profilesInvalid_other:
      '{{n}} saved profiles were invalid and left out ({{problems}}); the original file was kept as {{file}}.',
    passwordsUnreadable:
      'The saved-passwords file could not be read, so it was kept as {{file}} and passwords will be asked for again.',
    passwordsStoreChanged: '{{changed}} The old file was kept as {{file}}.',
  },
} as const
