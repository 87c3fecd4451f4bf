/**
 * Accounts one screen opens at most: a support desk delegated to a couple of hundred clients opens them all. A read
 * over them is one `?accounts=` request (about 3.5 kB of query for 200 codes, well within what servers take), and
 * the watch keeps them live by push, or polls them paced by the client's rate limit.
 */
export const MAX_OPEN_ACCOUNTS = 200
