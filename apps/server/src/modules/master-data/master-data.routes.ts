/**
 * Master data calls (spec 001 §7): branches, regions, sub-branches, period control, employees
 * and the master lists, one routes file each over services they share. Reads are for signed-in
 * users and show only what the caller may see; changes need the manage-master-data permission.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { branchRoutes } from './branches.routes';
import { BranchService, type MasterDataOptions } from './branches.service';
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
};
