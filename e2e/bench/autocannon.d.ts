// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    p50: number
    p90: number
    p99: number
  }
  /** One request of a sequence; `setupRequest` may rewrite it each time it is sent. */
  interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    pipelining?: number
    timeout?: number
    method?: string
    headers?: Record<string, string>
    /** Sent in turn on every connection, over and over; replaces the URL's own request. */
    requests?: Request[]
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
