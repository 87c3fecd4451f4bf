// Structured JSON logs in the user-data folder, rotated by size and day. pino writes synchronously into a
// rotating-file-stream in this thread: pino's worker-thread transports do not survive bundling into
// Electron's main process. Every line passes the redaction layers in ./redaction first.
import pino from 'pino'
import { createStream, type RotatingFileStream } from 'rotating-file-stream'
import type { AppLogger } from './app-logger'
import { REDACT_PATHS, REDACTED, scrubText, scrubValue } from './redaction'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

export interface LogDestination {
  write(line: string): void
}

export interface FileLoggerOptions {
  /** Folder of the log files (`<userData>/logs`). */
  dir: string
  fileName?: string
  level?: LogLevel
  /** Rotate when the file reaches this size (rotating-file-stream syntax: `10M`, `500K`). */
  size?: `${number}${'B' | 'K' | 'M' | 'G'}`
  /** Rotated files kept beside the current one. */
  maxFiles?: number
}

export interface FileLogger {
  logger: AppLogger
  /** The folder the log files are written to. */
  dir: string
  /** Flushes and closes the file; later lines are dropped. */
  close(): Promise<void>
}

/** A pino logger with the app's redaction on any destination (a file stream in the app, memory in tests). */
export function createLogger(destination: LogDestination, level: LogLevel = 'info'): AppLogger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => scrubValue(fields) as Record<string, unknown>,
      },
      hooks: {
        // The last line of defence: whatever slipped into a message or a nested string is scrubbed here.
        streamWrite: (line) => scrubText(line),
      },
    },
    destination,
  )
}

/** Logger writing `<dir>/main.log`, rotated at `size` or daily, keeping `maxFiles` old files. */
export function createFileLogger(options: FileLoggerOptions): FileLogger {
  const stream: RotatingFileStream = createStream(options.fileName ?? 'main.log', {
    path: options.dir,
    size: options.size ?? '10M',
    interval: '1d',
    maxFiles: options.maxFiles ?? 10,
    mode: 0o600,
  })
  // A logging failure (disk full, folder removed) must never take the app down with it.
  stream.on('error', () => undefined)
  stream.on('warning', () => undefined)
  return {
    logger: createLogger(stream, options.level),
    dir: options.dir,
    close: () =>
      new Promise<void>((resolve) => {
        stream.end(() => resolve())
      }),
  }
}
