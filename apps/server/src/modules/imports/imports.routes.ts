/**
 * `import/…`: upload a file (the body is the file itself, streamed to disk under a name the
 * server chooses, and refused past the size limit), read its preview and validation report,
 * confirm it, poll the load, read the history, download templates. Every call needs the import
 * permission; what a caller's rows may name, and which imports their history shows, follow
 * their company and outlet grants (import-scope.ts).
 *
 * The body stays a raw stream rather than multipart (@fastify/multipart): the wire of the
 * screen and of scripts is the file itself as application/octet-stream, counted against the
 * limit as it streams, with the 413 message of the contracts. Several files at once (a bundle)
 * come as multipart/form-data, one part per file or a .zip, on `import/bundle`.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  IMPORT_BUNDLE_MAX_FILES,
  IMPORT_BUNDLE_MESSAGES,
  IMPORT_JOB_MESSAGES,
  importBundleQuerySchema,
  importBundleUploadResponseSchema,
  importConfirmSchema,
  importHistoryQuerySchema,
  importHistoryResponseSchema,
  importJobResponseSchema,
  importKindSchema,
  importTemplateQuerySchema,
  importUploadQuerySchema,
  importUploadResponseSchema,
} from '@outlet-pulse/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../core/access';
import { callerOf } from '../../core/caller';
import { invalid, tooLarge } from '../../core/errors';
import { PERMISSIONS } from '../../core/permissions';
import type { ReferenceDataCache } from '../../core/reference-data';
import { guardedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import { templateCsv, templateXlsx } from './file/templates';
import { importerOf } from './import-scope';
import { presentBundle, presentJob, presentUpload } from './imports.presenter';
import type { ImportService } from './imports.service';
import { workFileName } from './upload-checks';

const UPLOAD_TYPES = [
  'application/octet-stream',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** Counts bytes on the way to disk and stops at the limit. */
function sizeLimit(maxBytes: number, limitMb: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(tooLarge(IMPORT_JOB_MESSAGES.tooLarge(limitMb)));
      else done(null, chunk);
    },
  });
}

/** The options of every import route: the import permission, the tag, and its own schema. */
const importRoute = guardedRoutes(needs(PERMISSIONS.importData), ['imports']);

export const importRoutes: FastifyPluginAsyncZod<{
  imports: ImportService;
  maxMb: number;
  referenceData: ReferenceDataCache;
}> = async (app, { imports, maxMb, referenceData }) => {
  const maxBytes = maxMb * 1024 * 1024;
  const importer = async (request: FastifyRequest) =>
    importerOf(callerOf(request), await referenceData.get());

  // The file arrives as the raw body; it is streamed, never buffered, so the parser hands the
  // stream on untouched (this plugin only).
  for (const type of UPLOAD_TYPES) {
    app.addContentTypeParser(type, (_request, payload, done) => done(null, payload));
  }

  app.post(
    '/import/upload',
    {
      ...importRoute({
        summary:
          'Upload a CSV or .xlsx file (the body); answers the preview, the validation report and an uploadId',
        querystring: importUploadQuerySchema,
        response: { 200: importUploadResponseSchema },
      }),
      // JSON and other parsed bodies stay small; the file itself streams past this limit and
      // is counted against maxBytes on its way to disk.
      bodyLimit: 64 * 1024,
    },
    async (request) => {
      const declared = Number(request.headers['content-length'] ?? Number.NaN);
      if (declared > maxBytes) throw tooLarge(IMPORT_JOB_MESSAGES.tooLarge(maxMb));
      const body = request.body as NodeJS.ReadableStream | undefined;
      if (!body || typeof (body as NodeJS.ReadableStream).pipe !== 'function') {
        throw invalid('Send the file as the request body (application/octet-stream).');
      }
      await mkdir(imports.checks.workDir, { recursive: true });
      const uploadPath = path.join(imports.checks.workDir, workFileName('upload'));
      try {
        await pipeline(body, sizeLimit(maxBytes, maxMb), createWriteStream(uploadPath));
        const { kind, fileName, numberFormat, sheet } = request.query;
        const checked = await imports.checks.upload(
          kind,
          uploadPath,
          fileName,
          { numberFormat, sheet },
          await importer(request),
        );
        return ok(presentUpload(checked));
      } finally {
        await rm(uploadPath, { force: true });
      }
    },
  );

  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: IMPORT_BUNDLE_MAX_FILES, fields: 0 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/import/bundle',
    importRoute({
      summary:
        "Upload several files (multipart, one part each) or a .zip: kinds from the file names; answers each file's report, the bundle's, and an uploadId when it can load",
      querystring: importBundleQuerySchema,
      response: { 200: importBundleUploadResponseSchema },
    }),
    async (request) => {
      if (!request.isMultipart()) {
        throw invalid('Send the files as multipart/form-data, one part per file.');
      }
      await mkdir(imports.checks.workDir, { recursive: true });
      const files: { fileName: string; path: string }[] = [];
      try {
        for await (const part of request.files()) {
          const uploadPath = path.join(imports.checks.workDir, workFileName('upload'));
          files.push({ fileName: path.basename(part.filename || 'unnamed'), path: uploadPath });
          await pipeline(part.file, createWriteStream(uploadPath));
          if (part.file.truncated) {
            throw tooLarge(
              IMPORT_BUNDLE_MESSAGES.fileTooLarge(path.basename(part.filename), maxMb),
            );
          }
        }
        const checked = await imports.checks.checkBundle(
          files,
          { ...request.query, maxFileMb: maxMb },
          await importer(request),
        );
        return ok(presentBundle(checked));
      } finally {
        await Promise.all(files.map((file) => rm(file.path, { force: true })));
      }
    },
  );

  app.post(
    '/import/confirm',
    importRoute({
      summary: 'Load a checked upload in one transaction; answers the job to poll',
      body: importConfirmSchema,
      response: { 200: importJobResponseSchema },
    }),
    async (request) =>
      ok(presentJob(await imports.jobs.confirm(request.body.uploadId, await importer(request)))),
  );

  app.get(
    '/import/jobs/:jobId',
    importRoute({
      summary: "A load's phase, progress and, at the end, its counts or why it failed",
      params: z.object({ jobId: z.string().min(1).max(100) }),
      response: { 200: importJobResponseSchema },
    }),
    async (request) =>
      ok(presentJob(await imports.jobs.job(request.params.jobId, callerOf(request).userId))),
  );

  app.get(
    '/import/history',
    importRoute({
      summary: 'Imports, newest first: who, when, which file, and the counts',
      querystring: importHistoryQuerySchema,
      response: { 200: importHistoryResponseSchema },
    }),
    async (request) => ok(await imports.jobs.history(request.query, await importer(request))),
  );

  app.get(
    '/import/template/:kind',
    importRoute({
      summary: 'A template file of a kind, CSV (plain or Indonesian numbers) or .xlsx',
      params: z.object({ kind: importKindSchema }),
      querystring: importTemplateQuerySchema,
    }),
    async (request, reply) => {
      const { kind } = request.params;
      if (request.query.format === 'xlsx') {
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${kind}-template.xlsx"`)
          .send(await templateXlsx(kind));
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-template.csv"`)
        .send(templateCsv(kind, request.query.numberFormat));
    },
  );
};
