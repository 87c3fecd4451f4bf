// How a failure reads: a heading, what happened (naming the field, parameter or account) and what to do next,
// by the failure's cause. The server's words are always framed as the server's.
export const errors = {
  accounts: {
    none: 'the requested account',
    one: 'Account {{account}}',
    several: 'One of the accounts {{accounts}}',
  },
  where: ' at {{baseUrl}}',
  username: ' "{{username}}"',
  saidBy: ' The server said: “{{description}}”',
  httpStatus: ' (HTTP {{status}})',
  withinSeconds: ' within {{seconds}} s',
  inTime: ' in time',
  detailSuffix: ': {{detail}}',
  /** What was wrong with an answer that could not be read (`facts.answer`), for the sentence and support details. */
  answerProblem: {
    undecodable: 'the body could not be decoded',
    notJson: 'the body is not valid JSON',
    notAList: '“{{path}}” is not a list',
    mismatch: '“{{path}}” {{rule}}',
    mismatchWhole: 'the answer {{rule}}',
    more_one: '{{problem}} (and {{count}} more problem)',
    more_other: '{{problem}} (and {{count}} more problems)',
    tooManyUnreadable:
      '{{count}} of the first {{checked}} of {{total}} records do not match the API; checking stopped there. First: {{first}}',
    notModifiedUnasked: 'it answered 304 Not Modified to a request that named no version',
  },
  defaultResource: 'data',
  unknownOutcome: ' The change may or may not have been applied: read the order again before trying again.',
  megabytes: '{{megabytes}} MB',
  statusNames: { '201': 'Created', '202': 'Accepted', '204': 'No Content' },
  details: {
    kind: 'kind {{value}}',
    cause: 'cause {{value}}',
    http: 'HTTP {{value}}',
    dxCode: 'DX code {{value}}',
    parameter: 'parameter {{value}}',
    systemCode: 'system code {{value}}',
    problem: 'problem: {{value}}',
    serverSaid: 'server said "{{value}}"',
  },
  unreachableBecause: {
    'connection-refused': 'it refused the connection (is the address right and the server running?)',
    'connection-cut': 'the connection was cut before the answer arrived',
    dns: 'its name could not be found (DNS)',
    unreachable: 'there is no route to it from this network',
    'connection-failed': 'the connection failed',
    other: 'there was no answer',
  },
  invalidInput: {
    title: 'Check your input',
    nextParameter: 'Correct "{{parameter}}" and try again; nothing was sent to the server.',
    next: 'Correct the marked field and try again; nothing was sent to the server.',
  },
  editingLocked: {
    title: 'Editing is locked',
    namedAccount: 'Account {{account}}',
    thisAccount: 'This account',
    sentence:
      '{{subject}} is not one of your own, or the profile opens read-only, and editing it has not been unlocked; nothing was sent.',
    next: 'Unlock editing for this account with a reason (the unlock is recorded in the audit log), then try again.',
  },
  caseRequired: {
    title: 'Open a support case first',
    sentence:
      '{{subject}} is not one of your own: looking at it needs a support case with a reference and a reason; nothing was read or sent.',
    next: 'Open a case for this client (Change accounts…), then try again.',
  },
  caseNotNeeded: {
    title: 'No case needed',
    sentence: 'Every chosen account is your own: your own accounts never fall under a support case.',
    next: 'Open the accounts without a case.',
  },
  unlockOneAccount: {
    title: 'Choose one account',
    sentence: 'Editing is unlocked for one client account at a time, each with its own reason.',
    next: 'Unlock the accounts one by one.',
  },
  connectionChanged: {
    title: 'Connection changed',
    sentence: 'The connection changed while this change was being prepared, so nothing was sent.',
    next: 'Check which connection is active and the order, then try again.',
  },
  requestNotBuilt: {
    title: 'Request not sent',
    sentence: 'The app could not form this request (a value in it cannot be sent), so nothing was sent.',
    next: 'Connect again; if it repeats, send the details below to support.',
  },
  passwordNeeded: {
    title: 'Password needed',
    sentence: 'The server needs the password again, and none is kept for this connection.',
    next: 'Connect again and enter the password.',
  },
  badCredentials: {
    title: 'Wrong username or password',
    sentence: 'The server{{where}} did not accept the username{{username}} with this password.',
    next: 'Check the login name, domain and password (passwords are case-sensitive), then connect again.',
  },
  sessionEnded: {
    title: 'Session expired',
    sentence: 'Your session with the server has ended, so the request was not answered.',
    next: 'Connect again; your filters and layout are kept.',
  },
  reloginRefused: {
    title: 'Signed out by the server',
    sentence: 'Your session ended and the server refused a new one, so the app stopped logging in by itself.',
    next: 'Connect again to sign in yourself; your filters and layout are kept.',
  },
  badSessionToken: {
    title: 'Unusable login answer',
    sentence:
      'The server accepted the login but sent a session token the app cannot send back (not plain printable text, or far too long), so the connection was not opened.',
    next: 'Report this to the broker with the details below; nothing was sent with that token.',
  },
  apiNotPermitted: {
    title: 'API not permitted',
    sentence:
      'The server{{where}} answered 404 "2": this user is not permitted to use the API (or the user does not exist).',
    next: 'Ask the broker to enable API access for this login, or connect with another profile.',
  },
  notVisible: {
    title: 'Not visible to you',
    sentence: '{{accounts}} is not visible to you or does not exist (the server answered 404 "2").',
    next: 'Check the account code; support staff need the broker to grant access to the client’s accounts.',
  },
  noSuchAddress: {
    title: 'Address not found',
    sentence: 'The server{{where}} has no such address (HTTP 404).',
    next: 'Check the server address of this connection; it should end in /dxsca-web.',
  },
  orderRefused: {
    title: 'Request refused',
    sentence: 'The server refused the change as malformed.{{saidBy}}',
    next: 'Correct the order fields named above and send again.',
  },
  refused: {
    titleFilter: 'Filter refused by the server',
    title: 'Request refused',
    unknownParameter: 'The server does not accept the parameter "{{parameter}}" for {{resource}}.',
    badParameter: 'The server refused the value of "{{parameter}}" for {{resource}}.',
    sentence: 'The server refused the {{resource}} request{{status}}.{{saidBy}}',
    nextParameter: 'Change or clear the "{{parameter}}" filter, then try again.',
    next: 'Reset the filters and try again.',
  },
  ifMatchMissing: {
    title: 'Request not sent safely',
    sentence: 'The server requires the version the change was based on (If-Match); nothing was changed.',
    next: 'Refresh and try again; if it repeats, report it as a bug.',
  },
  conflict: {
    title: 'Refused by the server',
    sentence: 'The server refused the change.{{saidBy}}',
    next: 'Read the reason above; reload to see the current state before trying again.',
  },
  staleVersion: {
    title: 'Changed by someone else',
    sentence: 'The account changed since it was loaded, so the server refused to apply a change made to old data.',
    next: 'Refresh to see the current state, then repeat the change if it still makes sense.',
  },
  rateLimited: {
    title: 'Server asked to wait',
    sentenceWait: 'The server is limiting how often this login may ask and asked the app to wait {{wait}}.',
    sentence: 'The server is limiting how often this login may ask for data.',
    nextWait: 'Refresh after {{wait}}; a slower auto-refresh avoids this.',
    next: 'Wait a few seconds, then refresh; consider a slower auto-refresh.',
  },
  redirected: {
    title: 'Sent elsewhere',
    sentence:
      'The server{{where}} answered with a redirect (HTTP {{status}}); the app does not follow redirects, so your login never travels to an address you did not choose.',
    next: 'Check the server address of this connection.',
  },
  serverFailed: {
    title: 'Server error',
    sentence: 'The server failed while answering the {{resource}} request (HTTP {{status}}).{{saidBy}}',
    next: 'Try again in a moment; if it keeps failing, send the details below to the broker.',
  },
  unreadableAnswer: {
    title: 'Unreadable answer from the server',
    sentence: 'The server answered the {{resource}} request, but the answer cannot be read{{detail}}.',
    next: 'Try again in a moment; if it keeps failing, send the details below to the broker.',
  },
  recordsUnreadable: {
    title: 'Partly read',
    sentence:
      'Some of the {{resource}} the server sent are in a shape the API does not allow, so changes to them cannot be followed; the tables show the readable ones.',
    next: 'Refresh the table to read it again; if it keeps happening, send the details below to the broker.',
  },
  answerTooLarge: {
    title: 'Answer too large',
    sentence:
      "The server's answer to the {{resource}} request is larger than {{size}}, so the app stopped reading it and dropped the connection.",
    next: 'Narrow the filters or choose a smaller page size, then try again.',
  },
  unexpectedStatus: {
    title: 'Unexpected answer from the server',
    sentence:
      'The server answered the {{resource}} request with HTTP {{status}}, which carries no {{resource}}; the API answers 200 here.',
    next: 'Try again; if it repeats, send the details below to the broker.',
  },
  probablyApplied: {
    title: 'Change probably applied',
    sentence:
      'The server accepted the change, but its answer could not be read, so the change was probably applied — re-reading the order.',
    next: 'Check the order as it is now before changing it again.',
  },
  tls: {
    title: 'Certificate problem',
    sentence:
      'The server{{where}} presented a security certificate that could not be verified, so the app did not talk to it.{{unknownOutcome}}',
    next: 'Check the server address; if your company uses its own certificate authority, see Troubleshooting in the README (NODE_EXTRA_CA_CERTS).',
  },
  notHttps: {
    title: 'Server does not use HTTPS',
    sentence: 'The server{{where}} answered in plain HTTP, not HTTPS, so the app did not talk to it.{{unknownOutcome}}',
    next: 'Check the address and port with your broker: an https:// address needs the server’s HTTPS port.',
  },
  timeout: {
    title: 'Server did not answer',
    sentence: 'The server{{where}} did not answer{{within}}.{{unknownOutcome}}',
    next: 'Check your network connection, then try again.',
  },
  unreachable: {
    title: 'Server unreachable',
    sentence: 'The server{{where}} could not be reached: {{because}}.{{unknownOutcome}}',
    next: 'Check the server address and your network connection, then try again.',
  },
  cancelled: {
    title: 'Cancelled',
    sentence: 'The request was cancelled before it finished.',
    next: 'Refresh to load the data again.',
  },
  internal: {
    title: 'Something went wrong in the app',
    sentence: 'Something went wrong inside the app.',
    next: 'Try again; if it repeats, send the details below and the app log to support.',
  },
  codeLoad: 'The app could not load {{what}} from its own files ({{reason}}).',
} as const
