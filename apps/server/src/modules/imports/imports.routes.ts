/**
 * `import/…`: upload a file (the body is the file itself, streamed to disk under a name the
 * server chooses, and refused past the size limit), read its preview and validation report,
 * confirm it, poll the load, read the history, download templates. Every call needs the import
 * permission (route-access.ts).
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  IMPORT_JOB_MESSAGES,
  importConfirmSchema,
  importHistoryQuerySchema,
  importHistoryResponseSchema,
  importJobResponseSchema,
  importKindSchema,
  importTemplateQuerySchema,
  importUploadQuerySchema,
  importUploadResponseSchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/access-control';
import { HttpProblem } from '../../plugins/error-handler';
import { ImportFileError } from './file/import-file-error';
import { templateCsv, templateXlsx } from './file/templates';
import { type ImportService, workFileName } from './import.service';
import type { ImportJobs } from './import-jobs';

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
      if (seen > maxBytes) done(new HttpProblem(413, IMPORT_JOB_MESSAGES.tooLarge(limitMb)));
      else done(null, chunk);
    },
  });
}

export const importRoutes: FastifyPluginAsyncZod<{
  imports: ImportService;
  jobs: ImportJobs;
  maxMb: number;
}> = async (app, { imports, jobs, maxMb }) => {
  const tags = ['imports'];
  const maxBytes = maxMb * 1024 * 1024;

  // The file arrives as the raw body; it is streamed, never buffered, so the parser hands the
  // stream on untouched (this plugin only).
  for (const type of UPLOAD_TYPES) {
    app.addContentTypeParser(type, (_request, payload, done) => done(null, payload));
  }

  app.post(
    '/import/upload',
    {
      // JSON and other parsed bodies stay small; the file itself streams past this limit and
      // is counted against maxBytes on its way to disk.
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary:
          'Upload a CSV or .xlsx file (the body); answers the preview, the validation report and an uploadId',
        querystring: importUploadQuerySchema,
        response: { 200: importUploadResponseSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const declared = Number(request.headers['content-length'] ?? Number.NaN);
      if (declared > maxBytes) throw new HttpProblem(413, IMPORT_JOB_MESSAGES.tooLarge(maxMb));
      const body = request.body as NodeJS.ReadableStream | undefined;
      if (!body || typeof (body as NodeJS.ReadableStream).pipe !== 'function') {
        throw new HttpProblem(400, 'Send the file as the request body (application/octet-stream).');
      }
      await mkdir(imports.workDir, { recursive: true });
      const uploadPath = path.join(imports.workDir, workFileName('upload'));
      try {
        await pipeline(body, sizeLimit(maxBytes, maxMb), createWriteStream(uploadPath));
        const prepared = await imports.check(
          request.query.kind,
          uploadPath,
          request.query.fileName,
          {
            numberFormat: request.query.numberFormat,
            sheet: request.query.sheet,
          },
        );
        const uploadId = jobs.addUpload(prepared, caller.userId);
        const {
          table: _table,
          outputPath: _output,
          validRows: _valid,
          outletIds: _outlets,
          keyRange: _range,
          ...preview
        } = prepared;
        return ok({ ...preview, uploadId });
      } catch (error) {
        if (error instanceof ImportFileError)
          throw new HttpProblem(error.statusCode, error.message);
        throw error;
      } finally {
        await rm(uploadPath, { force: true });
      }
    },
  );

  app.post(
    '/import/confirm',
    {
      schema: {
        tags,
        summary: 'Load a checked upload in one transaction; answers the job to poll',
        body: importConfirmSchema,
        response: { 200: importJobResponseSchema },
      },
    },
    async (request) => ok(await jobs.confirm(request.body.uploadId, callerOf(request).userId)),
  );

  app.get(
    '/import/jobs/:jobId',
    {
      schema: {
        tags,
        summary: "A load's phase, progress and, at the end, its counts or why it failed",
        params: z.object({ jobId: z.string().min(1).max(100) }),
        response: { 200: importJobResponseSchema },
      },
    },
    async (request) => ok(jobs.job(request.params.jobId, callerOf(request).userId)),
  );

  app.get(
    '/import/history',
    {
      schema: {
        tags,
        summary: 'Imports, newest first: who, when, which file, and the counts',
        querystring: importHistoryQuerySchema,
        response: { 200: importHistoryResponseSchema },
      },
    },
    async (request) => ok(await imports.history(request.query)),
  );

  app.get(
    '/import/template/:kind',
    {
      schema: {
        tags,
        summary: 'A template file of a kind, CSV (plain or Indonesian numbers) or .xlsx',
        params: z.object({ kind: importKindSchema }),
        querystring: importTemplateQuerySchema,
      },
    },
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
