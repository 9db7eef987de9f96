/** Sub-branches: the list and changes. Reads are for signed-in users and show only what the caller may see. */
import {
  pageQuerySchema,
  subBranchCreateSchema,
  subBranchListResponseSchema,
  subBranchSchema,
  subBranchUpdateSchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import { guardedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import { registerRecordRoutes } from './record-routes';
import type { SubBranchService } from './sub-branches.service';

export const subBranchRoutes: FastifyPluginAsyncZod<{ subBranches: SubBranchService }> = async (
  app,
  { subBranches },
) => {
  const subBranchTags = ['master data: sub-branches'];
  const subBranchRoute = guardedRoutes(SIGNED_IN, subBranchTags);
  app.get(
    '/subbranch/',
    subBranchRoute({
      summary: 'Sub-branches of branches the caller may see (parent = idbranch)',
      querystring: pageQuerySchema,
      response: { 200: subBranchListResponseSchema },
    }),
    async (request) => ok(await subBranches.list(callerOf(request), request.query)),
  );
  registerRecordRoutes(app, {
    path: '/subbranch',
    tags: subBranchTags,
    noun: 'sub-branch',
    record: subBranchSchema,
    create: subBranchCreateSchema,
    update: subBranchUpdateSchema,
    deleteRule: 'nothing refers to a sub-branch',
    service: subBranches,
  });
};
