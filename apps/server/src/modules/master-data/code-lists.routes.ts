/**
 * The code lists of the System screens, each at its own path (`/company`, `/product-category`,
 * `/outlet-type`, `/outlet-group`): `GET path/` a page (page, limit, keyword), and the record
 * calls every master record has. Reads are for signed-in users (companies: only those the
 * caller may see); changes need the manage-master-data permission. The spec's read-only
 * `master/company` list answers as before (master-lists.routes.ts).
 */
import {
  CODE_LIST_KINDS,
  CODE_LISTS,
  type CodeListKind,
  codeListCreateSchemas,
  codeListEntrySchema,
  codeListResponseSchema,
  codeListUpdateSchemas,
  companyEntrySchema,
  companyListResponseSchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRecordRoutes } from '../../core/record-routes';
import type { CodeListService } from './code-lists.service';

export const codeListRoutes: FastifyPluginAsyncZod<{
  codeLists: Record<CodeListKind, CodeListService>;
}> = async (app, { codeLists }) => {
  for (const kind of CODE_LIST_KINDS) {
    const definition = CODE_LISTS[kind];
    const service = codeLists[kind];
    const tags = [`master data: ${definition.many}`];
    const isCompany = kind === 'company';
    registerRecordRoutes(app, {
      path: `/${definition.path}`,
      tags,
      noun: definition.one,
      record: isCompany ? companyEntrySchema : codeListEntrySchema,
      create: codeListCreateSchemas[kind],
      update: codeListUpdateSchemas[kind],
      deleteRule:
        'one that data refers to is deactivated instead (409); the sales filter defaults are kept (409)',
      service,
      list: {
        summary: `${definition.title}, a page at a time (search by code or name)`,
        response: isCompany ? companyListResponseSchema : codeListResponseSchema,
        find: (caller, query) => service.list(caller, query),
      },
    });
  }
};
