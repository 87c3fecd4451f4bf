export { recordingLogger, silentLogger, type AppLogger, type RecordedLine } from './app-logger'
export { createFileLogger, createLogger, type FileLogger, type FileLoggerOptions, type LogLevel } from './file-logger'
export { REDACTED, isSecretKey, scrubText, scrubValue } from './redaction'
