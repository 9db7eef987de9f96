/**
 * Brotli or gzip for API answers over 1 kB whose type compresses (JSON, text), registered in
 * the /api context only: the web app's files are compressed at build time (web-app.ts).
 * Downloads (xlsx templates, CSV, import files) go out as they are: a spreadsheet is a zip
 * already, and a download keeps its length. Request bodies are not decompressed: no client
 * of this server sends compressed uploads.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const COMPRESSIBLE_TYPES = /^(?:text\/(?!csv|event-stream)|application\/json)|\+json(?:;|$)/u;

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
});
