// The renderer's policy refuses string-to-code (script-src without 'unsafe-eval'). zod builds a faster object
// parser with `new Function` where it may, and probes for that when its first object schema is built: here the
// probe can only fail, and Chromium reports the refused attempt as a policy violation (a console error and a
// securitypolicyviolation event; 40–60 ms of the start-up's main thread in a CPU profile). Saying up front that
// zod runs jitless skips the probe; parsing takes the same interpreted path it fell back to before. It must run
// before any schema is built, so the build starts it from index.html ahead of the app (build/early-scripts.ts).
import { config } from 'zod/mini'

config({ jitless: true })
