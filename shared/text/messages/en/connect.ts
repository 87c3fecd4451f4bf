// The connect screen, the profile form, the account picker, the session's state and the update banner.
export const connect = {
  disconnected: 'Disconnected.',
  version: 'version {{version}}',
  tagline: '· account and order viewer for DXtrade REST',
  keepForSession: 'Keep for this session',
  keepForSessionTitle:
    'Otherwise it is forgotten once you are logged in, and an expired session asks you to connect again',
  profile: {
    kindSupport: 'Support staff (client accounts, read-only case mode)',
    authSession: 'Session token (POST /login)',
    sizeLots: 'Lots (units ÷ lot size)',
  },
  update: { downloaded: '{{name}} of DX Desk is downloaded and is installed when you restart.' },
  kindChange:
    'Changing who uses this profile forgets its saved password (enter it again to connect) and is recorded in the audit log. Whether an account may be edited is decided from the server’s list of your own accounts, not from this choice.',
  profileProblems: {
    which_one: 'One field needs',
    which_other: '{{count}} fields need',
    summary: '{{which}} attention before the profile can be saved.',
  },
  tooManyAccounts: 'At most {{max}} accounts can be viewed together; remove {{remove}}.',
  supportPicker: {
    before: 'Support profile: the accounts open in ',
    emphasis: 'read-only case mode',
    after: '; a banner names whose accounts they are. Editing needs an explicit unlock.',
  },
  picker: {
    ownsNone: 'This login owns no accounts.',
    noneSelected: 'No account selected yet.',
    several: 'Several accounts are read in one request and shown with an Account column and subtotals.',
    searchLabel: 'Name, login or account',
    searching: 'Searching the users visible to this login…',
    typedHint:
      'Separate several codes with commas. An account you may not see answers “not visible to you or does not exist”.',
  },
  passwordStorage: {
    encrypted: 'Saved passwords are encrypted by {{store}} and never shown to this window.',
    notSaved: 'Passwords are not saved on this computer (password store: {{backend}}). {{reason}}',
    askedEachConnect: 'Passwords are asked for at each connect.',
  },
  sessionEnded: {
    expired: 'Your session expired. Connect again to continue; your filters and layouts are kept.',
    disconnected: 'You were disconnected from the server.',
  },
  reconnecting: 'Connection lost; reconnecting… Data on screen is kept and marked stale if a refresh fails.',
  live: {
    starting: 'Reading the account once to compare later checks with; changes are noticed from then on',
    paused: 'The window is hidden; checks resume when it shows',
    unknown: 'No word yet from the account watch about this account',
  },
  restartRefused: {
    'edit-in-progress': 'An order edit is open or still being sent. Finish or cancel it, then restart.',
    'no-update': 'The update is no longer waiting; it will be offered again when it is downloaded.',
    disabled: 'Updates are switched off for this installation; ask your administrator to install the new version.',
  },
  caseMode: {
    unlocked: 'Editing unlocked — recorded in the audit log.',
    unlockedFor: 'Editing unlocked for {{account}} — recorded in the audit log.',
    readOnly: 'Read-only: order edits are disabled.',
    unlockAccount: 'Unlock editing for {{account}}…',
    /** One control for many read-only accounts: it opens the list of their unlock buttons. */
    lockedCount_one: '{{count}} account read-only — unlock…',
    lockedCount_other: '{{count}} accounts read-only — unlock…',
    lockedListLabel: 'Read-only accounts: unlock editing for one',
    /** The banner's list of accounts when it is long: the first few, then how many more. */
    moreAccounts_one: 'and {{count}} more',
    moreAccounts_other: 'and {{count}} more',
    aboutToUnlock:
      'You are about to allow order edits on account {{account}} of {{who}}. The unlock and its reason are recorded in the local audit log. It covers this account only and lasts until you disconnect.',
    reasonLabel: 'Reason (ticket number, client request…)',
  },
  marginLevelsLegend: 'Margin levels and alerts',
  numberSettings: {
    liveCadenceSeconds: {
      label: 'Check accounts for changes every (seconds)',
      hint: 'A conditional request per account; five times slower while the window is in the background, paused while it is hidden',
    },
    warnFarFromMarketPercent: {
      label: 'Warn when a price is further from the market than (%)',
      hint: 'Checked in the order editor before sending; the trader may send anyway',
    },
    warnSizeTimesUsual: {
      label: 'Warn when a size is above the account’s usual by (×)',
      hint: 'The usual size is the median of the account’s recent orders in the instrument',
    },
    marginCallPercent: { label: 'Broker’s margin-call level (%)', hint: 'Default 100 %' },
    stopOutPercent: { label: 'Broker’s stop-out level (%)', hint: 'Default 50 %; below the margin-call level' },
    warnMarginPercent: { label: 'Warn me at margin level (%)', hint: 'Optional, above margin call, e.g. 150' },
    dailyLossLimit: {
      label: 'Daily loss limit (account currency)',
      hint: 'Optional; an alert only, nothing is done to the account',
    },
  },
  relogin: {
    title: 'Log in again',
    lead: 'The server ended the session of {{profile}} ({{user}}). Your screens and anything you were editing stay as they are; enter the password to carry on.',
    password: 'Password',
    submit: 'Log in',
    working: 'Logging in…',
    disconnect: 'Disconnect',
  },
  restartFailed: 'Could not restart. {{reason}}',
  passwordRequired: 'Enter the password for this login',
  confirmRemoveProfile: 'Remove the profile “{{name}}”? Its saved password is deleted too.',
  typedAccounts: {
    required: 'Type at least one account code, such as default:1001',
    addedOthers: ' Added the others: {{codes}}.',
  },
  /** The password store the operating system named, in words (KWallet goes by its name). */
  passwordBackends: {
    keychain: 'the macOS Keychain',
    dpapi: 'Windows (DPAPI, tied to your Windows login)',
    gnome_libsecret: 'the desktop keyring (Secret Service)',
  },
  /** A profile's default accounts the form refused, named by the field. */
  accountCodesProblem: 'Account codes: {{problem}}',
  /** The profile form's own sentences for a field left empty (other rules read “field” + the rule's words). */
  profileRules: {
    nameRequired: 'Give the profile a name.',
    usernameRequired: 'Enter the login name (without @domain).',
    domainRequired: 'Enter the domain, usually “default”.',
  },
} as const
