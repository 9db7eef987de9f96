/**
 * `POST /api/admin/backup`: the running server copies its DuckDB database to a folder, for the
 * `backup` command. Public to the session system: the local backup token (backup-control.ts)
 * is its key, as a report link's id is for the report.
 */
import { backupRequestSchema, backupResponseSchema } from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../core/access';
import { unauthenticated } from '../../core/errors';
import { routeOptions } from '../../core/route-options';
import type { Database } from '../../db/database';
import { ok } from '../../lib/envelope';
import { backUp } from './back-up';
import { BACKUP_TOKEN_HEADER, isBackupToken } from './backup-control';

export const backupRoutes: FastifyPluginAsyncZod<{ database: Database; token: string }> = async (
  app,
  { database, token },
) => {
  app.post(
    '/admin/backup',
    routeOptions(PUBLIC, ['system'], {
      summary: 'Write a consistent copy of the DuckDB database to a folder (local backup token)',
      headers: z.object({
        [BACKUP_TOKEN_HEADER]: z.string({ message: `${BACKUP_TOKEN_HEADER} is required` }).max(200),
      }),
      body: backupRequestSchema,
      response: { 200: backupResponseSchema },
    }),
    async (request) => {
      if (!isBackupToken(token, request.headers[BACKUP_TOKEN_HEADER])) {
        throw unauthenticated('The backup token is not this server’s.');
      }
      return ok(await backUp(database, request.body.to));
    },
  );
};
