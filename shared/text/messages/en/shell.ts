// Main's own dialogs.
export const shell = {
  confirmExternal: {
    title: 'Open {{host}}?',
    detail: 'None of your connection profiles uses this server:\n{{url}}',
    cancel: 'Cancel',
    open: 'Open in browser',
  },
} as const
