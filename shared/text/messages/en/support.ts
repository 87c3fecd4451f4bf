// The support desk: cases, problem reports and snapshots.
export const support = {
  caseOpenFor: 'Case {{reference}} · open for {{elapsed}}',
  /** Stands for a case reference that is empty (an older record, a file edited by hand). */
  caseWithoutReference: '(no reference)',
  caseWithoutReason: '(no reason given)',
  caseReference: 'Case or ticket reference',
  reportIntro:
    'This is every file of the report’s archive: versions, settings, the last requests and errors, the watch, and the log’s last lines — without passwords, tokens, names or account codes. Nothing is sent: save it, read it, and attach it to your ticket yourself.',
  saveAndShow: 'Save and show in folder',
  diagnostics: {
    /** In the report's log tail, in place of a line that is not the log's own JSON. */
    lineLeftOut: '[left out: not a line in the log’s own format]',
  },
  /** The README.txt of a problem report's archive. */
  reportReadme:
    'DX Desk problem report\n\nMade on this computer by "Report a problem"; DX Desk sends nothing. Read it, then attach it to your ticket.\n\nversions.json     app, Electron, Node, Chrome and OS versions\nconnection.json   the connection’s and profile’s settings, without name, login, password or accounts\nrequests.json     the last server calls: method and path template, outcome, status, DX code, time taken\nerrors.json       the last calls that failed\nwatch.json        the live account watch: each account’s state, and whether changes are pushed or polled\nlog-tail.jsonl    the log’s last lines, cut to the fields the app writes itself\n\nPasswords and tokens are scrubbed, account codes are replaced by account-1, account-2 ..., and the user’s\nname, login and any e-mail address by placeholders.\n',
  share: {
    title: 'Share what I see',
    button: 'Share…',
    buttonTitle: 'Share what I see: a signed, masked snapshot of the {{view}} on screen',
    intro:
      'Saves the rows on screen — columns, filters, sort, the time they were read — as a file another DX Desk opens read-only. Names, e-mail addresses and free-text comments are masked as this profile says; the file is signed by this DX Desk, so the reader sees whether it was changed.',
    keepCodes: 'Keep account codes (otherwise each becomes a pseudonym such as client-3f2a9c1d)',
    save: 'Save snapshot…',
    maskLegend: 'Snapshots mask',
    maskNames: 'Names',
    maskEmails: 'E-mail addresses',
    maskComments: 'Free-text comments',
    tooManyRows:
      'This page is too large to share in one snapshot: choose a smaller page size or hide some columns, then share again.',
    notSaved: 'Not saved: the save dialog was cancelled.',
    savedPseudonyms: 'Saved to {{path}}, account codes replaced by pseudonyms.',
    savedKept: 'Saved to {{path}}, account codes kept.',
  },
  snapshot: {
    title: 'Snapshot (read-only)',
    open: 'Open snapshot…',
    openTitle: 'Open a snapshot file someone shared, read-only, with its signature checked',
    about: 'About this snapshot',
    rowsRegion: 'Snapshot rows',
    verdict: {
      valid: 'Signature valid: signed by this DX Desk (key {{signer}}), unchanged since it was saved.',
      'unknown-signer':
        'Unknown signer: the signature matches the content, but key {{signer}} is not this DX Desk’s, so who wrote it cannot be confirmed.',
      altered:
        'Altered: the content no longer matches its signature (key {{signer}}). Something in this file was changed after it was saved; do not rely on it.',
    },
    problem: {
      'too-large': 'This file is larger than any snapshot DX Desk writes (16 MB), so it was not opened.',
      malformed: 'This is not a readable DX Desk snapshot.',
      malformedDetail: 'This is not a readable DX Desk snapshot ({{detail}}).',
      'wrong-format': 'This file is not a DX Desk snapshot.',
      'wrong-version': 'This snapshot has format version {{detail}}; this DX Desk reads version 1.',
      unreadable: 'The file could not be read.',
    },
    readOnly: 'Read-only: this window shows a file. Nothing in it is sent to a server, and it holds no connection.',
    fact: {
      view: 'View',
      takenBy: 'Taken by',
      takenAt: 'Taken at',
      asOf: 'Data as of',
      accounts: 'Accounts',
      case: 'Case',
      filters: 'Filters',
      sort: 'Sort',
      masked: 'Masked',
      writtenBy: 'Written by',
    },
    none: 'none',
    accountVersion: '{{account}} (version {{version}})',
    maskedNames: 'names',
    maskedEmails: 'e-mail addresses',
    maskedComments: 'comments',
    maskedNothing: 'nothing',
    maskedSummaryPseudonyms: '{{masked}}; account codes as pseudonyms',
    maskedSummaryKept: '{{masked}}; account codes kept',
    writtenBy: '{{app}} {{version}} · {{server}} · times in {{zone}}',
    rows_one: '{{count}} row',
    rows_other: '{{count}} rows',
  },
  labels: {
    switchFrom: 'Switch from case {{reference}}',
    openCase: 'Open a support case',
  },
  unlockReasonShort: 'Give a reason of at least 3 characters (for example the ticket number)',
  /** Whose accounts a case covers, when the server does not name them. */
  owners: {
    unknownLogin: 'unknown login',
    notKnown: 'owner not known (accounts typed by code)',
    andTyped: ' and accounts typed by code',
    yours: 'your account ({{name}})',
    unknown: 'owner not known',
  },
  keepCase: 'Keep the current case',
  chooseOtherAccounts: 'Choose other accounts',
  /** The case prompt's explanation: why it asks, what is recorded. */
  caseIntro:
    'Accounts {{accounts}} of {{who}} are not your own. Looking at them needs a support case: its reference and reason are recorded in the local audit log, and so is every action until the case ends.',
  /** A case reference or reason the prompt refuses before asking main. */
  caseRules: {
    reference: 'Give the ticket or case reference (letters, digits and . _ : # / -, up to 64 characters).',
    reason: 'Give a reason of 3 to 500 characters, on one line.',
  },
  /** What the audit file check found, in one sentence: the verdict, then what the file is. */
  auditFile: {
    whole: 'The chain is whole: {{entries}} entries, unchanged and in order. This is {{part}}.',
    broken_one: 'The chain is broken in {{count}} place. This file claims to be {{part}}.',
    broken_other: 'The chain is broken in {{count}} places. This file claims to be {{part}}.',
    complete: 'the complete log',
    filtered:
      'a filtered part of the log ({{entries}} of {{logEntries}} entries; entries between its rows are not in the file, so their removal cannot be ruled out)',
    unknown: 'an audit file of unknown scope',
  },
} as const
