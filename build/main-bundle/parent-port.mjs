// Loaded (--import) into a utility process the Electron stand-in forks: gives it Electron's `process.parentPort`
// over Node's fork IPC channel, so the built sandbox entry runs unchanged.
import { EventEmitter } from 'node:events'

const parentPort = new EventEmitter()
parentPort.postMessage = (message) => process.send?.(message)
process.on('message', (data) => parentPort.emit('message', { data, ports: [] }))
// Electron's parentPort does not keep a utility process alive; neither does this one.
process.channel?.unref()
process.parentPort = parentPort
// A utility process does not outlive the app that forked it.
process.on('disconnect', () => process.exit(0))
