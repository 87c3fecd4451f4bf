// Runs the first Intl calls the first screen makes (the computer's zone, a zone's offset, a grouped number)
// on a thread of its own, then ends. See ./intl-warm-up.ts for why.
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', timeZoneName: 'longOffset' }).format(0)
;(1234.5).toLocaleString('en-US')
self.close()
