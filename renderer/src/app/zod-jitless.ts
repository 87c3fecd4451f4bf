// The renderer's policy refuses string-to-code (script-src without 'unsafe-eval'). zod builds a faster object
// parser with `new Function` where it may, and probes for that the first time an object schema parses: here the
// probe can only fail, and Chromium reports the refused attempt as a policy violation (a console error and a
// securitypolicyviolation event). Saying up front that zod runs jitless skips the probe; parsing takes the same
// interpreted path it fell back to before. It must hold before any module that builds or runs a schema is
// evaluated, so the build starts it from index.html ahead of the app (build/early-scripts.ts), and it imports
// nothing: importing zod's `config` would make the bundler evaluate the shared chunk — and any schema parsed there
// at load — first. zod keeps its settings on this global and takes what is there when it loads.
const ZOD_CONFIG = '__zod_globalConfig'
const holder = globalThis as unknown as Record<typeof ZOD_CONFIG, Record<string, unknown> | undefined>
holder[ZOD_CONFIG] = { ...holder[ZOD_CONFIG], jitless: true }
export {}
