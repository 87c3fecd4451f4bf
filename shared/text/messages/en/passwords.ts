// Saved passwords: why this computer cannot keep them, and why a saved one cannot be used.
export const passwords = {
  store: {
    unavailable:
      'The operating system offers no encryption to this app right now, so passwords are not saved and are asked for at each connect.',
    'basic-text':
      'Linux reports no keyring (such as GNOME Keyring or KWallet) for this app, so a saved password would be protected only by a key built into the app; passwords are asked for at each connect instead.',
    unknown:
      'The operating system has not said which password store it uses, so passwords are not saved and are asked for at each connect.',
  },
  storeChanged:
    'Saved passwords were encrypted with the "{{was}}" password store, but this session uses "{{now}}", which cannot read them; enter the password again.',
  undecryptable: 'The saved password could not be decrypted (the system keyring may have been reset); enter it again.',
  damaged: 'The saved password is damaged; enter it again.',
  otherServer: 'The saved password belongs to another server or login than this profile now uses; enter it again.',
} as const
