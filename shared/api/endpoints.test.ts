import { describe, expect, it } from 'vitest'
import {
  accountReadTarget,
  API_PREFIX,
  buildPath,
  encodePathSegment,
  ENDPOINTS,
  toRoutePattern,
  withQuery,
  type EndpointDef,
} from './endpoints'
import {
  badClientId,
  badCredentials,
  badParameter,
  badRequestBody,
  conditionalRequired,
  describeDxError,
  DX_ERROR,
  dxError,
  duplicateClientId,
  errorDetail,
  errorParameter,
  malformedUri,
  notFound,
  preconditionFailed,
} from './errors'
import { QueryParamError } from './params'
import { ErrorBodySchema } from './requests'

describe('buildPath', () => {
  it('percent-encodes every path value', () => {
    expect(buildPath('/accounts/{account}/orders', { account: 'default:1001' })).toBe('/accounts/default%3A1001/orders')
    expect(buildPath('/accounts/{account}/instruments/{symbol}', { account: 'default:1001', symbol: 'EUR/USD' })).toBe(
      '/accounts/default%3A1001/instruments/EUR%2FUSD',
    )
    expect(buildPath('/users/{username}', { username: 'trader@default' })).toBe('/users/trader%40default')
    expect(buildPath('/accounts/{account}/orders/{orderCode}', { account: 'a:b', orderCode: 'x y?#%' })).toBe(
      '/accounts/a%3Ab/orders/x%20y%3F%23%25',
    )
  })

  it('refuses dot segments, which URL parsers would resolve away even when encoded', () => {
    expect(new URL('https://h/accounts/a%3Ab/orders/%2E%2E').pathname).toBe('/accounts/a%3Ab/')
    expect(() => encodePathSegment('..')).toThrow(/cannot be sent as a path segment/)
    expect(() => buildPath('/accounts/{account}/orders/{orderCode}', { account: 'a:b', orderCode: '.' })).toThrow()
    expect(encodePathSegment('...')).toBe('...')
  })

  it('refuses missing or blank values, naming them', () => {
    const named = (build: () => string) => {
      try {
        build()
      } catch (e) {
        return e instanceof QueryParamError ? e.parameter : 'another error'
      }
      return 'nothing refused'
    }
    expect(named(() => buildPath('/users/{username}', { username: '' }))).toBe('username')
    expect(named(() => buildPath('/users/{username}', { username: '  ' }))).toBe('username')
    const loose = buildPath as (t: string, v: Record<string, string>) => string
    expect(named(() => loose('/accounts/{account}/orders', {}))).toBe('account')
    expect(named(() => buildPath('/instruments/{symbol}', { symbol: '..' }))).toBe('symbol')
  })

  it('turns templates into route patterns', () => {
    expect(toRoutePattern('/accounts/{account}/instruments/type/{type}')).toBe(
      '/accounts/:account/instruments/type/:type',
    )
    expect(withQuery('/users', '')).toBe('/users')
    expect(withQuery('/users', 'limit=5')).toBe('/users?limit=5')
    expect(API_PREFIX).toBe('/dxsca-web')
  })
})

describe('endpoint catalogue', () => {
  const all: EndpointDef[] = Object.values(ENDPOINTS)

  it('has every endpoint of the product', () => {
    expect(Object.keys(ENDPOINTS)).toEqual(
      expect.arrayContaining([
        'instruments.bySymbol',
        'instruments.byType',
        'instruments.query',
        'events',
        'portfolio',
        'positions',
        'orders.open',
        'orders.history',
        'metrics',
        'transfers',
        'orders.modify',
        'users.get',
        'users.list',
        'auth.login',
        'auth.ping',
        'auth.logout',
      ]),
    )
    for (const [id, def] of Object.entries(ENDPOINTS)) expect(def.id).toBe(id)
  })

  it('records which responses carry an ETag', () => {
    const withEtag = all.filter((d) => d.etag).map((d) => d.id)
    expect(withEtag.sort()).toEqual([
      'events',
      'orders.modify',
      'orders.open',
      'portfolio',
      'positions',
      'transfers',
      'users.get',
    ])
  })

  it('requires If-Match on every PUT and DELETE, and only there', () => {
    for (const def of all) {
      const conditional = def.methods.some((m) => m === 'PUT' || m === 'DELETE')
      expect(def.ifMatch, def.id).toBe(conditional)
    }
  })

  it('has matching envelope keys and multi-account paths', () => {
    expect(ENDPOINTS['orders.history']).toMatchObject({
      methods: ['GET', 'POST'],
      path: '/accounts/{account}/orders/history',
      multiAccountPath: '/accounts/orders/history',
      envelope: 'orders',
    })
    expect(ENDPOINTS.transfers.envelope).toBe('cashTransfers')
    expect(ENDPOINTS.events.envelope).toBe('accountEvents')
    const parsed = ENDPOINTS.metrics.response.parse({ metrics: [] })
    expect(parsed[ENDPOINTS.metrics.envelope]).toEqual([])
    const details = ENDPOINTS['instruments.query'].response.parse({ instruments: [] })
    expect(details[ENDPOINTS['instruments.query'].envelope]).toEqual([])
  })

  it('builds account-scoped read targets for one or several accounts', () => {
    expect(accountReadTarget('orders.history', ['default:1001'], { 'in-status': ['WORKING'], page: 1 })).toBe(
      '/accounts/default%3A1001/orders/history?in-status=WORKING&page=1',
    )
    expect(accountReadTarget('positions', ['default:1001', 'default:1002'])).toBe(
      '/accounts/positions?accounts=default%3A1001,default%3A1002',
    )
    expect(accountReadTarget('metrics', [], { 'include-positions': true })).toBe(
      '/accounts/metrics?include-positions=true',
    )
    expect(accountReadTarget('events', ['default:1001'], { accounts: ['default:9'] })).toBe(
      '/accounts/default%3A1001/events',
    )
    expect(() => accountReadTarget('transfers', ['default:1001'], { limit: -1 })).toThrow(/limit/)
  })
})

describe('DX errors', () => {
  it('builds the documented codes, statuses and texts', () => {
    expect(notFound()).toEqual({ status: 404, body: { errorCode: '2', description: 'Entity not found at server' } })
    expect(badCredentials()).toEqual({
      status: 401,
      body: { errorCode: '3', description: 'Incorrect username or password' },
    })
    expect(malformedUri()).toEqual({ status: 400, body: { errorCode: '31', description: 'Malformed query URI' } })
    expect(badParameter('start-from')).toEqual({
      status: 400,
      body: { errorCode: '32', description: 'Incorrect request parameters (start-from)' },
    })
    expect(badRequestBody('LIMIT order without limitPrice')).toEqual({
      status: 400,
      body: { errorCode: '33', description: 'Incorrect request (LIMIT order without limitPrice)' },
    })
    expect(conditionalRequired()).toEqual({
      status: 403,
      body: { errorCode: '99', description: 'Conditional request header If-Match is required' },
    })
    expect(duplicateClientId('ui-1')).toEqual({
      status: 409,
      body: { errorCode: '100', description: 'Order with this id already exists (ui-1)' },
    })
    expect(badClientId().status).toBe(400)
    expect(badClientId().body.errorCode).toBe(DX_ERROR.BAD_CLIENT_ID)
    expect(preconditionFailed().status).toBe(412)
    expect(preconditionFailed().body.errorCode).toBeUndefined()
    expect(dxError(DX_ERROR.BAD_PARAMETER, 'limit')).toEqual(badParameter('limit'))
    expect(describeDxError('33', 'x')).toBe('Incorrect request (x)')
  })

  it('produces bodies the error schema reads, and reads the parameter back', () => {
    const body = ErrorBodySchema.parse(badParameter('limit').body)
    expect(errorParameter(body)).toBe('limit')
    expect(errorParameter(ErrorBodySchema.parse(notFound().body))).toBeUndefined()
    expect(errorDetail('Incorrect request (group mixes OCO (x) and IF-THEN)')).toBe('group mixes OCO (x) and IF-THEN')
    expect(errorDetail('Entity not found at server')).toBeUndefined()
  })
})
