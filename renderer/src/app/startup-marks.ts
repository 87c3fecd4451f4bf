// Named points of the start-up path, as User Timing marks (`performance.mark`, microseconds each): the bench
// (`npm run bench`, item 6) and a DevTools trace read them to say where the time to the first rows goes.
export const STARTUP_MARK = {
  /** The entry's code has run; main is asked for its session. */
  sessionAsked: 'dx:session-asked',
  sessionKnown: 'dx:session-known',
  /** The first view's first read is on its way (before its code has run). */
  firstReadAsked: 'dx:first-read-asked',
  firstReadAnswered: 'dx:first-read-answered',
  /** The first screen's code has been loaded and run. */
  screenCodeLoaded: 'dx:screen-code-loaded',
} as const

export function markStartup(name: (typeof STARTUP_MARK)[keyof typeof STARTUP_MARK]): void {
  performance.mark(name)
}
