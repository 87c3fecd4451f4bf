// English, the catalogue's first language: one file per feature.
import { activity } from './activity'
import { audit } from './audit'
import { auditLog } from './audit-log'
import { books } from './books'
import { cancel } from './cancel'
import { columns } from './columns'
import { connect } from './connect'
import { counts } from './counts'
import { errors } from './errors'
import { exports } from './exports'
import { failures } from './failures'
import { labels } from './labels'
import { ledger } from './ledger'
import { orderEdit } from './order-edit'
import { params } from './params'
import { passwords } from './passwords'
import { profiles } from './profiles'
import { queryParams } from './query-params'
import { risk } from './risk'
import { rules } from './rules'
import { session } from './session'
import { shell } from './shell'
import { startup } from './startup'
import { support } from './support'
import { tables } from './tables'
import { time } from './time'

export const en = {
  errors,
  failures,
  tables,
  connect,
  ledger,
  exports,
  audit,
  cancel,
  orderEdit,
  activity,
  shell,
  rules,
  books,
  support,
  risk,
  time,
  profiles,
  passwords,
  session,
  params,
  queryParams,
  auditLog,
  columns,
  labels,
  startup,
  counts,
} as const
