// The connection's own prompts: a password to type, a re-login that did not work.
export const session = {
  passwordMissing: 'Enter the password for “{{profile}}”: none is saved.',
  passwordRefused: 'The server refused this password. Enter it again.',
  notRemembered: 'Connected, but the password was not saved: {{reason}}',
  passwordNotSavedLog: 'Connected, but the password could not be saved; see the log.',
  /** Why main ended or paused the connection (the session.changed event's `reason`). */
  changed: {
    'relogin-failed': 'The server ended the session and logging in again did not work; connect again.',
    'password-needed': 'The server ended the session. Enter your password to log in again.',
    'password-refused': 'The server refused this password. Enter it again.',
  },
} as const
