// Every channel of the contract mapped to its handler; `satisfies Handlers` makes a missing or misspelt
// channel a compile error.
import type { Handlers } from '../router'
import { accountHandlers } from './accounts'
import { appHandlers } from './app'
import { auditHandlers } from './audit'
import { booksHandlers } from './books'
import { priceAlertHandlers } from './price-alerts'
import type { HandlerDeps } from './deps'
import { instrumentHandlers } from './instruments'
import { ledgerHandlers } from './ledger'
import { marketDataHandlers } from './market-data'
import { orderHandlers } from './orders'
import { profileHandlers } from './profiles'
import { referenceHandlers } from './reference'
import { sessionHandlers } from './session'
import { shellHandlers } from './shell'
import { userHandlers } from './users'
import { watchHandlers } from './watch'
import { updateHandlers } from '../../updates/handlers'
import { reportHandlers } from '../../support/handlers'
import { snapshotHandlers } from '../../support/snapshot-handlers'

export type { AppInfo, HandlerDeps } from './deps'

export function createHandlers(deps: HandlerDeps): Handlers {
  return deps.journal.around({
    ...reportHandlers(deps),
    ...snapshotHandlers(deps),
    ...appHandlers(deps),
    ...profileHandlers(deps),
    ...sessionHandlers(deps),
    ...userHandlers(deps),
    ...instrumentHandlers(deps),
    ...accountHandlers(deps),
    ...orderHandlers(deps),
    ...shellHandlers(deps),
    ...updateHandlers(deps.updates),
    ...referenceHandlers(deps),
    ...auditHandlers(deps),
    ...watchHandlers(deps),
    ...marketDataHandlers(deps),
    ...ledgerHandlers(deps),
    ...booksHandlers(deps),
    ...priceAlertHandlers(deps),
  } satisfies Handlers)
}
