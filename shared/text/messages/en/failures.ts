// Main's own refusals and faults, by cause: main sends the cause and the facts, never the sentence.
export const failures = {
  'not-connected': 'Not connected: choose a profile and connect first.',
  'demo-not-started': 'The Demo server could not be started; see the log.',
  'no-user-details': 'The server did not return your user details.',
  'caller-refused': 'This caller may not use the app.',
  'unknown-request': 'Unknown request "{{detail}}"',
  'invalid-request': 'Invalid request: {{detail}}',
  'app-fault': 'Something went wrong inside the app; see the log.',
  'unexpected-output': 'The app produced an unexpected answer; see the log.',
  'audit-unavailable':
    'Nothing was sent: the audit log could not be written. Check that the app’s data folder is writable and has free space, then try again.',
  'link-refused': 'This link was not opened: {{detail}}.',
  'link-unknown-host': 'This link was not opened: {{detail}} is not one of your servers.',
  /** Why a link was refused (the `detail` of link-refused), said after "This link was not opened:". */
  linkRefusedBecause: {
    'not-a-url': 'not a URL',
    'too-long': 'the link is too long',
    'unsafe-characters': 'the link contains spaces, control characters or backslashes',
    'not-https': 'only https:// links are opened (got {{protocol}})',
    credentials: 'links with a user name or password are not opened',
    'no-host': 'the link has no host name',
  },
} as const
