// Renders build/icons/icon.svg into the PNG sizes and the Windows .ico the installers use. Run by hand after
// changing the SVG (`node build/scripts/render-icons.mjs`); the outputs are committed so packaging never needs
// a browser. Chromium renders the SVG exactly as designed (ImageMagick's own renderer drops the gradient).
// macOS's .icns is made by electron-builder from the 1024 px PNG on the macOS runner.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumExecutable } from './browser.mjs'

const dir = resolve(import.meta.dirname, '../icons')
const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024]
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256]

const svg = readFileSync(resolve(dir, 'icon.svg'), 'utf8')
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`

const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: ['--no-sandbox', '--disable-gpu'],
})
const pngs = new Map()
try {
  for (const size of PNG_SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 })
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${dataUrl}" width="${size}" height="${size}" style="display:block"></body></html>`,
    )
    await page.locator('img').evaluate((img) => img.decode())
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } })
    writeFileSync(resolve(dir, `${size}x${size}.png`), png)
    pngs.set(size, png)
    await page.close()
  }
} finally {
  await browser.close()
}

// An .ico is a directory of images; Windows Vista and later accept PNG-encoded entries, so no re-encoding.
const header = Buffer.alloc(6)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(ICO_SIZES.length, 4)
const entries = []
let offset = 6 + 16 * ICO_SIZES.length
for (const size of ICO_SIZES) {
  const png = pngs.get(size)
  const entry = Buffer.alloc(16)
  entry.writeUInt8(size >= 256 ? 0 : size, 0)
  entry.writeUInt8(size >= 256 ? 0 : size, 1)
  entry.writeUInt8(0, 2)
  entry.writeUInt8(0, 3)
  entry.writeUInt16LE(1, 4)
  entry.writeUInt16LE(32, 6)
  entry.writeUInt32LE(png.length, 8)
  entry.writeUInt32LE(offset, 12)
  offset += png.length
  entries.push(entry)
}
writeFileSync(resolve(dir, 'icon.ico'), Buffer.concat([header, ...entries, ...ICO_SIZES.map((s) => pngs.get(s))]))
console.log(`icons written to ${dir}: ${PNG_SIZES.map((s) => `${s}x${s}.png`).join(', ')}, icon.ico`)
