// The logger shape core modules depend on: pino's call style (`logger.warn({ ...fields }, 'message')`), so
// the real pino logger, a test recorder and a silent logger are interchangeable.
export interface AppLogger {
  debug(fields: object, message: string): void
  info(fields: object, message: string): void
  warn(fields: object, message: string): void
  error(fields: object, message: string): void
  child(bindings: Record<string, string | number>): AppLogger
  /** pino's: whether a line of this level is recorded (absent: every level is). */
  isLevelEnabled?(level: string): boolean
}

export const silentLogger: AppLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silentLogger,
  isLevelEnabled: () => false,
}

export interface RecordedLine {
  level: 'debug' | 'info' | 'warn' | 'error'
  fields: object
  message: string
  bindings: Record<string, string | number>
}

/** Keeps every line in memory, for tests that assert what was (or was not) logged. */
export function recordingLogger(
  lines: RecordedLine[] = [],
  bindings: Record<string, string | number> = {},
): AppLogger & { lines: RecordedLine[] } {
  const at =
    (level: RecordedLine['level']) =>
    (fields: object, message: string): void => {
      lines.push({ level, fields, message, bindings })
    }
  return {
    lines,
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (more) => recordingLogger(lines, { ...bindings, ...more }),
  }
}
