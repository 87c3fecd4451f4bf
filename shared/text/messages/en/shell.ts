// Main's own dialogs.
export const shell = {
  confirmExternal: {
    title: 'Open {{host}}?',
    detail: 'None of your connection profiles uses this server:\n{{url}}',
    cancel: 'Cancel',
    open: 'Open in browser',
  },
  close: 'Close',
  labels: {
    loggedIn: 'Logged-in user: {{name}} ({{login}})',
    zoneTitle: 'Display time zone of this profile ({{zone}}); every time column and export names it',
  },
} as const
