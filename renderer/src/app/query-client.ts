import { QueryClient } from '@tanstack/react-query'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Main is the one retry layer: it repeats a read after a network failure, a 5xx or a short 429
        // (honouring Retry-After) before answering, so an error from main is shown at once, never re-asked.
        retry: false,
        // The desk decides when to refresh (button, interval); focus changes are not a reason to hit the API.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 10_000,
        gcTime: 5 * 60_000,
      },
      mutations: { retry: false },
    },
  })
}
