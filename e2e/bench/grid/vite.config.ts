// The two grid bench pages (ours and AG Grid), built apart from the app: out/bench/grid, never out/renderer,
// so AG Grid can never reach the shipped bundle.
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { ALIASES } from '../../../build/aliases.mjs'

const here = import.meta.dirname
export const GRID_OUT_DIR = resolve(here, '../../../out/bench/grid')

export default defineConfig({
  root: here,
  base: './',
  // Our grid on React, as the app ships it; AG Grid's page uses no React at all.
  plugins: [react()],
  resolve: { alias: ALIASES },
  logLevel: 'warn',
  build: {
    outDir: GRID_OUT_DIR,
    emptyOutDir: true,
    minify: true,
    rolldownOptions: { input: { ours: resolve(here, 'ours.html'), ag: resolve(here, 'ag.html') } },
  },
})
