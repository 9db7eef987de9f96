/**
 * `checklist_report/*`: the report behind a link, its photos, a link to read it now, sending and
 * revoking.
 */
import {
  checklistDocumentRequestSchema,
  checklistListQuerySchema,
  checklistListResponseSchema,
  checklistReportResponseSchema,
  reportLinkQuerySchema,
  revokedLinksSchema,
  sentReportSchema,
  successEnvelope,
  viewReportLinkSchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs, PUBLIC } from '../../core/access';
import { callerOf } from '../../core/caller';
import { PERMISSIONS } from '../../core/permissions';
import { taggedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import { presentChecklistPage, presentChecklistReport } from './checklist-report.presenter';
import type { ChecklistReportService } from './checklist-report.service';

export const checklistReportRoutes: FastifyPluginAsyncZod<{
  checklistReports: ChecklistReportService;
}> = async (app, { checklistReports }) => {
  const checklistRoute = taggedRoutes(['checklists']);

  app.get(
    '/checklist_report/reportemail',
    checklistRoute(PUBLIC, {
      summary: 'The checklist report a link shows (no sign-in; the link id is the key)',
      querystring: reportLinkQuerySchema,
      response: { 200: checklistReportResponseSchema },
    }),
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      return ok(presentChecklistReport(await checklistReports.report(request.query.id)));
    },
  );

  app.get(
    '/checklist_report/photo/:photoId',
    checklistRoute(PUBLIC, {
      summary: 'A photo of a linked report, as an image',
      params: z.object({ photoId: z.string().min(1).max(40) }),
      querystring: reportLinkQuerySchema,
    }),
    async (request, reply) => {
      const svg = await checklistReports.photo(request.query.id, request.params.photoId);
      return reply
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml')
        .send(svg);
    },
  );

  app.get(
    '/checklist_report/documents',
    checklistRoute(needs(PERMISSIONS.viewChecklists), {
      summary: 'Checklists of the companies the caller may see, newest first, with totals',
      querystring: checklistListQuerySchema,
      response: { 200: checklistListResponseSchema },
    }),
    async (request) =>
      ok(presentChecklistPage(await checklistReports.list(callerOf(request), request.query))),
  );

  app.post(
    '/checklist_report/view',
    checklistRoute(needs(PERMISSIONS.viewChecklists), {
      summary:
        'A link, valid for an hour, to read the report of a checklist the caller may see (no e-mail)',
      body: checklistDocumentRequestSchema,
      response: { 200: successEnvelope(viewReportLinkSchema) },
    }),
    async (request) =>
      ok(await checklistReports.viewLink(request.body.documentId, callerOf(request))),
  );

  // Sending and completing both e-mail a new report link and answer what was sent.
  const sendingCalls = [
    {
      url: '/checklist_report/send',
      summary: "E-mail a new report link to the checklist's PIC and outlet",
      action: 'send',
    },
    {
      url: '/checklist_report/complete',
      summary: 'Mark a checklist completed and e-mail its report',
      action: 'complete',
    },
  ] as const;
  for (const { url, summary, action } of sendingCalls) {
    app.post(
      url,
      checklistRoute(needs(PERMISSIONS.sendChecklistReports), {
        summary,
        body: checklistDocumentRequestSchema,
        response: { 200: successEnvelope(sentReportSchema) },
      }),
      async (request) =>
        ok(await checklistReports[action](request.body.documentId, callerOf(request))),
    );
  }

  app.post(
    '/checklist_report/revoke_links',
    checklistRoute(needs(PERMISSIONS.revokeReportLinks), {
      summary: 'Stop every link of a checklist report from working',
      body: checklistDocumentRequestSchema,
      response: { 200: successEnvelope(revokedLinksSchema) },
    }),
    async (request) =>
      ok({
        revoked: await checklistReports.revokeLinks(request.body.documentId, callerOf(request)),
      }),
  );
};
