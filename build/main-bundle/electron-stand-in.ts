// An Electron stand-in (in the spirit of Electron Fiddle's Electron mock) for running the BUILT main process
// (out/main/index.js) under plain Node: the child process started by main-process.ts resolves `electron` to this
// module (see resolve-electron.mjs). It implements what electron/main uses — app lifecycle and events, the
// single-instance lock, BrowserWindow and its webContents, ipcMain, protocol, session (permission handlers and
// webRequest), safeStorage (a test cipher), shell and utilityProcess (a real child_process.fork of the entry) —
// behaving as Electron documents it, and journals every call. The test drives it over the fork IPC channel
// (protocol.ts): it plays the renderer, web pages and the user. Anything main starts using that is not here
// fails loudly (an undefined export), so a new Electron API needs a small addition here, nothing more.
import { fork, type ChildProcess } from 'node:child_process'
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { createConnection, createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  STAND_IN_ENV,
  type Command,
  type FetchResult,
  type JournalEntry,
  type Reply,
  type Request,
  type SenderSpec,
} from './protocol'

// ---------------------------------------------------------------------------------------------------- journal
const journal: JournalEntry[] = []
let ready = false

/** JSON-safe summary of call arguments: functions and buffers are named, not copied. */
function summary(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value ?? null, (_key, v: unknown) => {
      if (typeof v === 'function') return '[function]'
      if (v instanceof Uint8Array) return `[${v.length} bytes]`
      if (v instanceof EventEmitter) return '[object]'
      return v
    }),
  ) as unknown
}

/** Journals a call; the one API the test names in DX_STAND_IN_FAILING_API then throws, as a failing Electron would. */
function record(api: string, detail?: unknown): void {
  journal.push({ seq: journal.length, ready, api, ...(detail === undefined ? {} : { detail: summary(detail) }) })
  if (api === process.env[STAND_IN_ENV.failingApi]) throw new Error(`${api} failed (stand-in fault)`)
}

class ElectronEvent {
  defaultPrevented = false
  constructor(extra: Record<string, unknown> = {}) {
    Object.assign(this, extra)
  }
  preventDefault(): void {
    this.defaultPrevented = true
  }
}

const userData = process.env[STAND_IN_ENV.userData] ?? join(tmpdir(), 'dx-desk-stand-in')

// ------------------------------------------------------------------------------------------ single instance
// Like Chromium's SingletonLock: a lock file in the user-data folder (taken synchronously, as the API is), and a
// socket on which the holder hears a second launch.
const lockFile = join(userData, 'StandInSingletonLock')
const socketPath =
  process.platform === 'win32'
    ? `\\\\?\\pipe\\dx-stand-in-${createHash('sha256').update(userData).digest('hex').slice(0, 16)}`
    : join(tmpdir(), `dx-stand-in-${createHash('sha256').update(userData).digest('hex').slice(0, 16)}.sock`)
let singletonServer: Server | null = null
let notifyingFirst: Promise<void> = Promise.resolve()

function holderAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function takeLock(): boolean {
  mkdirSync(userData, { recursive: true })
  try {
    const fd = openSync(lockFile, 'wx')
    writeSync(fd, String(process.pid))
    closeSync(fd)
  } catch {
    const holder = Number(readFileSync(lockFile, 'utf8'))
    if (holder && holderAlive(holder)) return false
    rmSync(lockFile, { force: true })
    return takeLock()
  }
  if (process.platform !== 'win32') rmSync(socketPath, { force: true })
  singletonServer = createServer((socket) => {
    let data = ''
    socket.on('data', (chunk) => (data += String(chunk)))
    socket.on('end', () => {
      const argv = JSON.parse(data) as string[]
      app.emit('second-instance', new ElectronEvent(), argv, process.cwd(), {})
    })
  }).listen(socketPath)
  singletonServer.unref()
  return true
}

function releaseLock(): void {
  if (!singletonServer) return
  singletonServer.close()
  rmSync(lockFile, { force: true })
}

// ------------------------------------------------------------------------------------------------------- app
let quitting = false

function exit(code: number): void {
  record('process.exit', { code })
  releaseLock()
  void notifyingFirst.finally(() => {
    // Let the journal's last lines reach the test before the channel closes.
    if (process.send && process.connected) process.send({ id: -1, ok: true, value: 'exit' }, () => process.exit(code))
    else process.exit(code)
  })
}

/** Chromium's command line as main sees it; switches are journaled, so a test can check what was set before ready. */
class CommandLine {
  private readonly switches = new Map<string, string>()
  appendSwitch(name: string, value = ''): void {
    record('app.commandLine.appendSwitch', { name, value })
    this.switches.set(name, value)
  }
  appendArgument(value: string): void {
    record('app.commandLine.appendArgument', { value })
  }
  hasSwitch(name: string): boolean {
    return this.switches.has(name)
  }
  getSwitchValue(name: string): string {
    return this.switches.get(name) ?? ''
  }
  removeSwitch(name: string): void {
    record('app.commandLine.removeSwitch', { name })
    this.switches.delete(name)
  }
}

class App extends EventEmitter {
  readonly isPackaged = false
  readonly commandLine = new CommandLine()
  private readonly readyPromise: Promise<void>
  private resolveReady: () => void = () => undefined

  constructor() {
    super()
    this.readyPromise = new Promise((resolve) => (this.resolveReady = resolve))
  }

  requestSingleInstanceLock(): boolean {
    const granted = takeLock()
    record('app.requestSingleInstanceLock', { granted })
    if (!granted) {
      notifyingFirst = new Promise((resolve) => {
        const socket = createConnection(socketPath, () => socket.end(JSON.stringify(process.argv)))
        socket.on('close', () => resolve())
        socket.on('error', () => resolve())
      })
    }
    return granted
  }

  enableSandbox(): void {
    if (ready) throw new Error('app.enableSandbox() can only be called before app is ready')
    record('app.enableSandbox')
  }

  getPath(name: string): string {
    record('app.getPath', { name })
    if (name === 'userData') return userData
    throw new Error(`the stand-in knows no path named ${name}`)
  }

  getName(): string {
    return 'DX Desk'
  }

  getVersion(): string {
    return (JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string })
      .version
  }

  isReady(): boolean {
    return ready
  }

  whenReady(): Promise<void> {
    record('app.whenReady')
    return this.readyPromise
  }

  becomeReady(): void {
    ready = true
    record('app.ready')
    this.emit('ready', new ElectronEvent(), {})
    this.resolveReady()
  }

  override on(event: string | symbol, listener: (...args: never[]) => void): this {
    record('app.on', { event: String(event) })
    return super.on(event, listener as (...args: unknown[]) => void)
  }

  quit(): void {
    record('app.quit')
    if (quitting) return
    const beforeQuit = new ElectronEvent()
    this.emit('before-quit', beforeQuit)
    if (beforeQuit.defaultPrevented) return record('app.quit prevented by before-quit')
    quitting = true
    for (const window of [...windows]) window.destroy()
    const willQuit = new ElectronEvent()
    this.emit('will-quit', willQuit)
    if (willQuit.defaultPrevented) {
      quitting = false
      return record('app.quit prevented by will-quit')
    }
    this.emit('quit', new ElectronEvent(), 0)
    exit(0)
  }

  exit(code = 0): void {
    record('app.exit', { code })
    exit(code)
  }
}

export const app = new App()

// -------------------------------------------------------------------------------------------------- session
type PermissionRequestHandler = (
  contents: WebContents | null,
  permission: string,
  callback: (granted: boolean) => void,
  details: { requestingUrl: string },
) => void
type PermissionCheckHandler = (
  contents: WebContents | null,
  permission: string,
  origin: string,
  details: { requestingUrl: string },
) => boolean
interface BeforeRequestResponse {
  cancel?: boolean
}
interface HeadersReceivedResponse {
  cancel?: boolean
  responseHeaders?: Record<string, string[]>
}
type BeforeRequestListener = (
  details: { url: string; resourceType: string; method: string },
  callback: (response: BeforeRequestResponse) => void,
) => void
type HeadersReceivedListener = (
  details: { url: string; statusCode: number; responseHeaders: Record<string, string[]> },
  callback: (response: HeadersReceivedResponse) => void,
) => void

class WebRequest {
  beforeRequest: BeforeRequestListener | null = null
  headersReceived: HeadersReceivedListener | null = null
  onBeforeRequest(listener: BeforeRequestListener | null): void {
    record('session.webRequest.onBeforeRequest')
    this.beforeRequest = listener
  }
  onHeadersReceived(listener: HeadersReceivedListener | null): void {
    record('session.webRequest.onHeadersReceived')
    this.headersReceived = listener
  }
}

class Session extends EventEmitter {
  readonly webRequest = new WebRequest()
  override on(event: string, listener: (...args: unknown[]) => void): this {
    record(`session.on:${event}`)
    return super.on(event, listener)
  }
  permissionRequest: PermissionRequestHandler | null = null
  permissionCheck: PermissionCheckHandler | null = null
  setPermissionRequestHandler(handler: PermissionRequestHandler | null): void {
    record('session.setPermissionRequestHandler')
    this.permissionRequest = handler
  }
  setPermissionCheckHandler(handler: PermissionCheckHandler | null): void {
    record('session.setPermissionCheckHandler')
    this.permissionCheck = handler
  }
  setDevicePermissionHandler(handler: unknown): void {
    record('session.setDevicePermissionHandler', { set: handler !== null })
  }
}

const defaultSession = new Session()
export const session = {
  get defaultSession(): Session {
    if (!ready) throw new Error('session.defaultSession is only available once the app is ready')
    return defaultSession
  },
}

// ------------------------------------------------------------------------------------------------- protocol
type ProtocolHandler = (request: globalThis.Request) => Response | Promise<Response>
const privilegedSchemes = new Set<string>()
const protocolHandlers = new Map<string, ProtocolHandler>()

export const protocol = {
  registerSchemesAsPrivileged(schemes: { scheme: string; privileges?: Record<string, boolean> }[]): void {
    record('protocol.registerSchemesAsPrivileged', { schemes })
    if (ready) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready')
    for (const { scheme } of schemes) privilegedSchemes.add(scheme)
  },
  handle(scheme: string, handler: ProtocolHandler): void {
    record('protocol.handle', { scheme })
    if (!ready) throw new Error('protocol.handle can only be called after app is ready')
    protocolHandlers.set(scheme, handler)
  },
}

/** A request of a page, as Chromium makes it: webRequest first, then the scheme's handler, then the headers hook. */
async function load(url: string, method = 'GET'): Promise<FetchResult> {
  const webRequest = defaultSession.webRequest
  if (webRequest.beforeRequest) {
    const verdict = await new Promise<BeforeRequestResponse>((resolve) =>
      webRequest.beforeRequest?.({ url, resourceType: 'mainFrame', method }, resolve),
    )
    if (verdict.cancel) return { status: -20, headers: {}, body: 'net::ERR_BLOCKED_BY_CLIENT' }
  }
  const scheme = new URL(url).protocol.slice(0, -1)
  const handler = protocolHandlers.get(scheme)
  if (!handler) return { status: -302, headers: {}, body: 'net::ERR_UNKNOWN_URL_SCHEME' }
  const response = await handler(new globalThis.Request(url, { method }))
  let headers: Record<string, string[]> = {}
  response.headers.forEach((value, name) => (headers[name] = [value]))
  if (webRequest.headersReceived) {
    const changed = await new Promise<HeadersReceivedResponse>((resolve) =>
      webRequest.headersReceived?.({ url, statusCode: response.status, responseHeaders: headers }, resolve),
    )
    headers = changed.responseHeaders ?? headers
  }
  const flat: Record<string, string> = {}
  for (const [name, values] of Object.entries(headers)) flat[name.toLowerCase()] = values.join(', ')
  return { status: response.status, headers: flat, body: await response.text() }
}

// ------------------------------------------------------------------------------------ web contents, windows
let nextId = 1

class WebContents extends EventEmitter {
  readonly id = nextId++
  url = ''
  private destroyed = false
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null

  constructor() {
    super()
    record('webContents.created', { id: this.id })
    app.emit('web-contents-created', new ElectronEvent(), this)
  }

  async loadURL(url: string): Promise<void> {
    record('webContents.loadURL', { id: this.id, url })
    const result = await load(url)
    record('webContents.loaded', { id: this.id, url, status: result.status, headers: result.headers })
    if (result.status !== 200) throw new Error(`ERR_FAILED (${result.status}) loading '${url}'`)
    this.url = url
    this.emit('did-finish-load', new ElectronEvent())
    this.emit('stand-in:loaded')
  }

  send(channel: string, ...args: unknown[]): void {
    record('webContents.send', { id: this.id, channel, args })
  }

  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    record('webContents.setWindowOpenHandler', { id: this.id })
    this.windowOpenHandler = handler
  }

  isDestroyed(): boolean {
    return this.destroyed
  }

  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.emit('destroyed', new ElectronEvent())
  }
}

const windows = new Set<BrowserWindow>()

export class BrowserWindow extends EventEmitter {
  readonly id = nextId++
  readonly webContents: WebContents
  private destroyed = false
  private minimized = false

  static fromWebContents(contents: WebContents): BrowserWindow | null {
    return [...windows].find((w) => w.webContents === contents) ?? null
  }

  static getFocusedWindow(): BrowserWindow | null {
    return null
  }

  static getAllWindows(): BrowserWindow[] {
    return [...windows]
  }

  constructor(options: Record<string, unknown> = {}) {
    super()
    if (!ready) throw new Error('Cannot create BrowserWindow before app is ready')
    record('BrowserWindow.constructor', { id: this.id, options })
    this.webContents = new WebContents()
    windows.add(this)
    app.emit('browser-window-created', new ElectronEvent(), this)
    this.webContents.once('stand-in:loaded', () => this.emit('ready-to-show', new ElectronEvent()))
  }

  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url)
  }

  setContentProtection(enable: boolean): void {
    record('BrowserWindow.setContentProtection', { id: this.id, enable })
  }

  show(): void {
    record('BrowserWindow.show', { id: this.id })
  }

  focus(): void {
    record('BrowserWindow.focus', { id: this.id })
  }

  isMinimized(): boolean {
    return this.minimized
  }

  restore(): void {
    this.minimized = false
    record('BrowserWindow.restore', { id: this.id })
  }

  isDestroyed(): boolean {
    return this.destroyed
  }

  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    windows.delete(this)
    this.webContents.destroy()
    this.emit('closed', new ElectronEvent())
  }
}

// --------------------------------------------------------------------------------------------------- ipcMain
type InvokeHandler = (event: unknown, ...args: unknown[]) => unknown

class IpcMain extends EventEmitter {
  readonly handlers = new Map<string, InvokeHandler>()
  handle(channel: string, handler: InvokeHandler): void {
    record('ipcMain.handle', { channel })
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
    this.handlers.set(channel, handler)
  }
  removeHandler(channel: string): void {
    record('ipcMain.removeHandler', { channel })
    this.handlers.delete(channel)
  }
  override on(channel: string | symbol, listener: (...args: never[]) => void): this {
    record('ipcMain.on', { channel: String(channel) })
    return super.on(channel, listener as (...args: unknown[]) => void)
  }
}

export const ipcMain = new IpcMain()

/** A sender the test describes: a window's web contents (or one in no window) and the frame that sends. */
function senderOf(spec: SenderSpec) {
  const window = spec.windowId === null ? null : [...windows].find((w) => w.id === spec.windowId)
  if (spec.windowId !== null && !window) throw new Error(`no window ${spec.windowId}`)
  const contents = window?.webContents ?? new WebContents()
  const url = spec.frameUrl ?? contents.url
  const top = { url: contents.url, parent: null }
  const frame = spec.subframe ? { url, parent: top } : { ...top, url }
  return { sender: contents, senderFrame: frame, frameId: 1, processId: 1 }
}

// ---------------------------------------------------------------------------------------------- safeStorage
// A test cipher: AES-256-GCM under a key fixed for the stand-in, so ciphertexts survive a restart like the OS
// key store's do, and a tampered one fails to decrypt.
const TEST_KEY = createHash('sha256').update('dx-desk electron stand-in').digest()

export const safeStorage = {
  async isAsyncEncryptionAvailable(): Promise<boolean> {
    record('safeStorage.isAsyncEncryptionAvailable')
    return true
  },
  getSelectedStorageBackend(): string {
    return 'gnome_libsecret'
  },
  async encryptStringAsync(text: string): Promise<Buffer> {
    record('safeStorage.encryptStringAsync')
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', TEST_KEY, iv)
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
    return Buffer.concat([iv, cipher.getAuthTag(), body])
  },
  async decryptStringAsync(data: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }> {
    record('safeStorage.decryptStringAsync')
    const decipher = createDecipheriv('aes-256-gcm', TEST_KEY, data.subarray(0, 12))
    decipher.setAuthTag(data.subarray(12, 28))
    const result = Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8')
    return { result, shouldReEncrypt: false }
  },
}

// ---------------------------------------------------------------------------------------------------- shell
export const shell = {
  async openExternal(url: string): Promise<void> {
    record('shell.openExternal', { url })
  },
}

// ---------------------------------------------------------------------------------------------------- dialog
/** Main asks before opening a link to a host no profile uses; the stand-in records the question and declines. */
export const dialog = {
  async showMessageBox(...args: unknown[]): Promise<{ response: number; checkboxChecked: boolean }> {
    record('dialog.showMessageBox', { args: args.length })
    return { response: 0, checkboxChecked: false }
  },
  /** The file-dialog port's save and open dialogs: recorded and cancelled, as a person closing them would. */
  async showSaveDialog(...args: unknown[]): Promise<{ canceled: boolean; filePath: string }> {
    record('dialog.showSaveDialog', { args: args.length })
    return { canceled: true, filePath: '' }
  },
  async showOpenDialog(...args: unknown[]): Promise<{ canceled: boolean; filePaths: string[] }> {
    record('dialog.showOpenDialog', { args: args.length })
    return { canceled: true, filePaths: [] }
  },
}

// ------------------------------------------------------------------------------------------------ Notification
// The OS notification behind the activity port (electron/main/notifications.ts): journaled, never shown.
export class Notification extends EventEmitter {
  static isSupported(): boolean {
    return true
  }
  constructor(private readonly options: { title?: string; body?: string; silent?: boolean } = {}) {
    super()
  }
  show(): void {
    record('Notification.show', { title: this.options.title })
  }
}

// ------------------------------------------------------------------------------------------- utilityProcess
// Electron forks a utility process with `process.parentPort`; here a Node child gets it from parent-port.mjs.
const PARENT_PORT_SHIM = pathToFileURL(join(import.meta.dirname, 'parent-port.mjs')).href
let holdKill = false
const heldKills: (() => void)[] = []

class UtilityProcess extends EventEmitter {
  constructor(private readonly child: ChildProcess) {
    super()
    child.on('spawn', () => this.emit('spawn'))
    child.on('message', (message: unknown) => {
      // A health answer goes to the test that asked for it, not to main (which never asks).
      if ((message as { type?: unknown } | null)?.type === 'health') return void this.emit('stand-in:health', message)
      record('utilityProcess.message', { pid: child.pid, message })
      this.emit('message', message)
    })
    child.on('exit', (code, signal) => {
      record('utilityProcess.exit', { pid: child.pid, code, signal })
      this.emit('exit', code ?? 1)
    })
  }
  get pid(): number | undefined {
    return this.child.exitCode === null ? this.child.pid : undefined
  }
  postMessage(message: unknown): void {
    this.child.send(message as never)
  }
  kill(): boolean {
    record('utilityProcess.kill', { pid: this.child.pid, held: holdKill })
    const kill = () => void this.child.kill('SIGTERM')
    if (holdKill) heldKills.push(kill)
    else kill()
    return true
  }
}

const stdioOf = (stdio: unknown) => {
  const mode = stdio === 'inherit' || stdio === 'pipe' ? stdio : 'ignore'
  return [mode, mode, mode, 'ipc'] as ('ignore' | 'inherit' | 'pipe' | 'ipc')[]
}

export const utilityProcess = {
  fork(modulePath: string, args: string[] = [], options: { serviceName?: string; stdio?: unknown } = {}) {
    if (!ready) throw new Error('utilityProcess.fork can only be called after app is ready')
    const child = fork(modulePath, args, { execArgv: ['--import', PARENT_PORT_SHIM], stdio: stdioOf(options.stdio) })
    record('utilityProcess.fork', { modulePath, args, serviceName: options.serviceName, pid: child.pid })
    newestUtility = new UtilityProcess(child)
    return newestUtility
  },
}
let newestUtility: UtilityProcess | null = null

function utilityHealth(): Promise<unknown> {
  const utility = newestUtility
  if (!utility) throw new Error('no utility process was forked')
  return new Promise((resolve) => {
    utility.once('stand-in:health', resolve)
    utility.postMessage({ type: 'health' })
  })
}

// ------------------------------------------------------------------------------------------ the test's side
async function perform(command: Command): Promise<unknown> {
  switch (command.type) {
    case 'journal':
      return journal
    case 'utilityHealth':
      return await utilityHealth()
    case 'invoke': {
      const handler = ipcMain.handlers.get(command.channel)
      if (!handler) throw new Error(`No handler registered for '${command.channel}'`)
      return await handler(senderOf(command.sender), command.input)
    }
    case 'fetch':
      return await load(command.url, command.method)
    case 'permissionRequest':
      return await new Promise<boolean>((resolve) => {
        if (!defaultSession.permissionRequest) return resolve(true)
        defaultSession.permissionRequest(null, command.permission, resolve, { requestingUrl: command.url })
      })
    case 'permissionCheck':
      return defaultSession.permissionCheck
        ? defaultSession.permissionCheck(null, command.permission, new URL(command.url).origin, {
            requestingUrl: command.url,
          })
        : true
    case 'beforeRequest':
      return await new Promise((resolve) => {
        const listener = defaultSession.webRequest.beforeRequest
        if (!listener) return resolve({})
        listener({ url: command.url, resourceType: 'xhr', method: 'GET' }, resolve)
      })
    case 'headersReceived':
      return await new Promise((resolve) => {
        const listener = defaultSession.webRequest.headersReceived
        if (!listener) return resolve({})
        listener({ url: command.url, statusCode: 200, responseHeaders: {} }, resolve)
      })
    case 'navigate': {
      const window = [...windows].find((w) => w.id === command.windowId)
      if (!window) throw new Error(`no window ${command.windowId}`)
      const event = new ElectronEvent({ url: command.url })
      window.webContents.emit('will-navigate', event, command.url)
      return event.defaultPrevented
    }
    case 'quit':
      app.quit()
      return null
    case 'holdUtilityKill':
      holdKill = command.hold
      if (!holdKill) for (const kill of heldKills.splice(0)) kill()
      return null
  }
}

process.on('message', (raw: Request) => {
  perform(raw.command).then(
    (value) => process.send?.({ id: raw.id, ok: true, value: summary(value) } satisfies Reply),
    (error: unknown) =>
      process.send?.({ id: raw.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  )
})

// Electron becomes ready once the main script's first run is over: everything it did synchronously (and its
// imports) came before. The built main is one module graph without top-level await, so that is the next turn.
setImmediate(() => app.becomeReady())

export default {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Notification,
  protocol,
  safeStorage,
  session,
  shell,
  utilityProcess,
}
