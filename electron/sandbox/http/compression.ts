// Answers are compressed when the client asks (Accept-Encoding gzip or deflate, as DX hosts negotiate them),
// from COMPRESSION_THRESHOLD_BYTES up: below it the gzip frame and the CPU cost more than the bytes saved.
// @fastify/compress attaches itself to every route declared after it (an onRoute hook), so it is registered
// before the routes; request bodies are never inflated (a DX server takes plain JSON).
import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import { constants } from 'node:zlib'

export const COMPRESSION_THRESHOLD_BYTES = 1024

export function registerCompression(app: FastifyInstance): void {
  void app.register(fastifyCompress, {
    encodings: ['gzip', 'deflate'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
    // Level 1, as reverse proxies compress by default: most of the saving on JSON for a fraction of the CPU.
    zlibOptions: { level: constants.Z_BEST_SPEED },
  })
}
