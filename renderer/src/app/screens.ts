// The three stages of the app, each in its own chunk: a window opens on only one of them.
import { lazyComponent } from './lazy-component'

export const ConnectScreen = lazyComponent(
  () => import('../features/connect/ConnectScreen').then((m) => m.ConnectScreen),
  {
    what: 'the connect screen',
  },
)

export const AccountPicker = lazyComponent(
  () => import('../features/accounts/AccountPicker').then((m) => m.AccountPicker),
  {
    what: 'the account picker',
  },
)

export const CasePrompt = lazyComponent(() => import('../features/support/CasePrompt').then((m) => m.CasePrompt), {
  what: 'the support case prompt',
})

export const Workspace = lazyComponent(() => import('./Workspace').then((m) => m.Workspace), { what: 'the workspace' })
