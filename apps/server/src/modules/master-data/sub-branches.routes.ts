/** Sub-branches: the list and changes. Reads are for signed-in users and show only what the caller may see. */
import {
  subBranchCreateSchema,
  subBranchListResponseSchema,
  subBranchSchema,
  subBranchUpdateSchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRecordRoutes } from '../../core/record-routes';
import type { SubBranchService } from './sub-branches.service';

export const subBranchRoutes: FastifyPluginAsyncZod<{ subBranches: SubBranchService }> = async (
  app,
  { subBranches },
) => {
  const subBranchTags = ['master data: sub-branches'];
  registerRecordRoutes(app, {
    path: '/subbranch',
    tags: subBranchTags,
    noun: 'sub-branch',
    record: subBranchSchema,
    create: subBranchCreateSchema,
    update: subBranchUpdateSchema,
    deleteRule: 'nothing refers to a sub-branch',
    service: subBranches,
    list: {
      summary: 'Sub-branches of branches the caller may see (parent = idbranch)',
      response: subBranchListResponseSchema,
      find: (caller, query) => subBranches.list(caller, query),
    },
  });
};
