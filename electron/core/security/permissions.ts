// The app needs no browser permission at all (no camera, notifications, geolocation, clipboard reads…), so
// the table is explicit and every entry is false: both Electron's request and check handlers consult it and
// anything not listed is denied too. Do not relax without reading docs/security-checklist.md (item 14).
export const PERMISSION_TABLE: Readonly<Record<string, false>> = Object.freeze({
  'clipboard-read': false,
  'clipboard-sanitized-write': false,
  'display-capture': false,
  fullscreen: false,
  geolocation: false,
  hid: false,
  idleDetection: false,
  keyboardLock: false,
  media: false,
  mediaKeySystem: false,
  midi: false,
  midiSysex: false,
  notifications: false,
  openExternal: false,
  pointerLock: false,
  serial: false,
  'speaker-selection': false,
  storageAccess: false,
  'top-level-storage-access': false,
  'window-management': false,
  unknown: false,
  usb: false,
  'background-sync': false,
})

export interface PermissionDecision {
  allow: false
  known: boolean
}

export function decidePermission(permission: string): PermissionDecision {
  return { allow: false, known: Object.hasOwn(PERMISSION_TABLE, permission) }
}
