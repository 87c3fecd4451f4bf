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
  'link-refused': 'This link was not opened: {{detail}}.',
  'link-unknown-host': 'This link was not opened: {{detail}} is not one of your servers.',
} as const
