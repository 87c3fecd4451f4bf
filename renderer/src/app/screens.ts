// The three stages of the app, each in its own chunk: a window opens on only one of them.
import { lazyComponent } from './lazy-component'
import { msg } from '@shared/text/messages'

export const ConnectScreen = lazyComponent(
  () => import('../features/connect/ConnectScreen').then((m) => m.ConnectScreen),
  {
    what: msg('shell.parts.connectScreen'),
  },
)

export const AccountPicker = lazyComponent(
  () => import('../features/accounts/AccountPicker').then((m) => m.AccountPicker),
  {
    what: msg('shell.parts.accountPicker'),
  },
)

export const CasePrompt = lazyComponent(() => import('../features/support/CasePrompt').then((m) => m.CasePrompt), {
  what: msg('shell.parts.casePrompt'),
})

export const Workspace = lazyComponent(() => import('./Workspace').then((m) => m.Workspace), {
  what: msg('shell.parts.workspace'),
})
