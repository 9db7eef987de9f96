/**
 * Master data calls (spec 001 §7): branches, regions, sub-branches, period control, employees,
 * the master lists and the code lists (companies, categories, outlet types and groups), one
 * routes file each over services they share. Reads are for signed-in users and show only what
 * the caller may see; changes need the manage-master-data permission.
 */
import type { CodeListKind } from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { branchRoutes } from './branches.routes';
import { BranchService, type MasterDataOptions } from './branches.service';
import { codeListRoutes } from './code-lists.routes';
import { CodeListService } from './code-lists.service';
import { employeeRoutes } from './employees.routes';
import { EmployeeService } from './employees.service';
import { masterListRoutes } from './master-lists.routes';
import { MasterListService } from './master-lists.service';
import { periodControlRoutes } from './period-control.routes';
import { PeriodControlService } from './period-control.service';
import { regionRoutes } from './regions.routes';
import { RegionService } from './regions.service';
import { subBranchRoutes } from './sub-branches.routes';
import { SubBranchService } from './sub-branches.service';

export const masterDataRoutes: FastifyPluginAsyncZod<MasterDataOptions> = async (app, options) => {
  const branches = new BranchService(options);
  const lists = new MasterListService(options, branches);
  await app.register(branchRoutes, { branches, lists });
  await app.register(regionRoutes, { regions: new RegionService(options, branches) });
  await app.register(subBranchRoutes, { subBranches: new SubBranchService(options, branches) });
  await app.register(periodControlRoutes, { periods: new PeriodControlService(options) });
  await app.register(employeeRoutes, { lists, employees: new EmployeeService(options, branches) });
  await app.register(masterListRoutes, { lists });
  const codeList = (kind: CodeListKind) => new CodeListService(options, branches, kind);
  await app.register(codeListRoutes, {
    codeLists: {
      company: codeList('company'),
      'product-category': codeList('product-category'),
      'outlet-type': codeList('outlet-type'),
      'outlet-group': codeList('outlet-group'),
    },
  });
};
