// Module resolution hook for the child process that runs the built main process: the bare specifier `electron`
// (from out/main/index.js and anything it imports) resolves to the stand-in instead of the npm package, whose
// entry only names the Electron binary. Registered by register-stand-in.mjs; nothing else is redirected.
const STAND_IN = new URL('./electron-stand-in.ts', import.meta.url).href

export async function resolve(specifier, context, nextResolve) {
  // Passed on (not short-circuited) so that tsx, further down the chain, resolves and compiles the TypeScript file.
  if (specifier === 'electron') return nextResolve(STAND_IN, context)
  return nextResolve(specifier, context)
}
