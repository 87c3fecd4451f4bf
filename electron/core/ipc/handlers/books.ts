// The trader's books beyond the ledger: conversion rates and end-of-day figures (read by the client, on its
// worker thread in the app), and the statement saved as a PDF (printed by main from the calling window).
import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

export function booksHandlers(
  deps: Pick<HandlerDeps, 'sessions' | 'requests' | 'savePdf'>,
): Pick<Handlers, 'books.conversionRates' | 'books.eodMetrics' | 'books.savePdf'> {
  const { sessions, requests } = deps
  return {
    'books.conversionRates': ({ toCurrency, fromCurrency, requestId }, ctx) =>
      requests.track(requestId, ctx, (signal, onRetry) =>
        sessions.run((client) => client.conversionRates(toCurrency, fromCurrency, { signal, onRetry })),
      ),
    'books.eodMetrics': ({ date, accounts, requestId }, ctx) =>
      requests.track(requestId, ctx, (signal, onRetry) =>
        sessions.run((client) => client.eodMetrics(date, accounts, { signal, onRetry })),
      ),
    'books.savePdf': ({ fileName }, ctx) => deps.savePdf(fileName, ctx.caller),
  }
}
