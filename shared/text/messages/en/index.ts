// English, the catalogue's first language: one file per feature.
import { activity } from './activity'
import { audit } from './audit'
import { cancel } from './cancel'
import { connect } from './connect'
import { errors } from './errors'
import { exports } from './exports'
import { ledger } from './ledger'
import { orderEdit } from './order-edit'
import { tables } from './tables'

export const en = { errors, tables, connect, ledger, exports, audit, cancel, orderEdit, activity } as const
