// The screens a window can open on, loaded lazily: index.html preloads their chunks
// (build/first-screen-preload.ts), and everything they share is one `common` chunk. The build and the test that
// keeps the first screen's parameter schemas small read this one list.
export const ENTRY = 'renderer/src/main.tsx'

export const FIRST_SCREENS = [
  'renderer/src/features/connect/ConnectScreen.tsx',
  'renderer/src/features/accounts/AccountPicker.tsx',
  'renderer/src/app/Workspace.tsx',
  'renderer/src/features/positions/PositionsView.tsx',
]
