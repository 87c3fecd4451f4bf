// Main's own dialogs, the shell's labels and the names of the app's parts as their loading line says them.
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
  /** A part of the app whose code is loaded when first shown, as its loading line and failure name it. */
  parts: {
    positionsView: 'the Positions view',
    ordersView: 'the Open orders view',
    historyView: 'the Order history view',
    portfolioView: 'the Portfolio view',
    metricsView: 'the Metrics view',
    transfersView: 'the Cash transfers view',
    eventsView: 'the Account events view',
    instrumentsView: 'the Instruments view',
    balanceView: 'the Balance & P/L view',
    tradesView: 'the Trades view',
    exposureView: 'the Exposure view',
    connectScreen: 'the connect screen',
    accountPicker: 'the account picker',
    casePrompt: 'the support case prompt',
    workspace: 'the workspace',
    auditLog: 'the audit log',
    profileForm: 'the profile form',
    orderEditor: 'the order editor',
    cancelDialog: 'the cancel dialog',
    performance: 'the performance figures',
    statement: 'the statement',
    columnReordering: 'column reordering',
  },
} as const
