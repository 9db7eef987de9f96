/** Regions: named groups of branches. A region that still holds branches is not deleted. */
import type { PageQuery, Region, RegionCreate, RegionUpdate } from '@outlet-pulse/contracts';
import type { AuthContext } from '../../core/caller';
import { conflict, invalidField, notFound } from '../../core/errors';
import { searchWindow } from '../../core/paging';
import type { BranchService, MasterDataOptions } from './branches.service';
import {
  deleteRegion,
  findRegion,
  findRegionBranches,
  findRegions,
  insertRegion,
  updateRegion,
} from './regions.repository';

const regionNotFound = (code: string) => notFound(`Region ${code} does not exist.`);

/** The fields an administrator edits, for the audit log's before-and-after. */
const auditedFields = (region: Region) => ({
  regionName: region.regionName,
  description: region.description,
});

export class RegionService {
  constructor(
    private readonly options: MasterDataOptions,
    private readonly branches: BranchService,
  ) {}

  /** Each region's branch count takes in only branches of companies the caller may see. */
  async list(caller: AuthContext, query: PageQuery) {
    return findRegions(
      this.options.database.kysely,
      searchWindow(query),
      await this.branches.visibleCompanyCodes(caller),
    );
  }

  /** Regions with their branches, only branches of companies the caller may see. */
  async view(caller: AuthContext, query: PageQuery) {
    const filter = await this.branches.filterUnderParent(caller, query);
    return findRegionBranches(this.options.database.kysely, filter);
  }

  /**
   * Regions belong to no company: every signed-in caller reads them, counting only the
   * branches of companies they may see.
   */
  async get(caller: AuthContext, code: string): Promise<Region> {
    const region = await findRegion(
      this.options.database.kysely,
      code,
      await this.branches.visibleCompanyCodes(caller),
    );
    if (!region) throw regionNotFound(code);
    return region;
  }

  async create(caller: AuthContext, input: RegionCreate): Promise<Region> {
    const visible = await this.branches.visibleCompanyCodes(caller);
    return this.options.recorder.run(caller, [], async ({ transaction, auditChange }) => {
      if (await findRegion(transaction, input.idRegion, [])) {
        throw invalidField('idRegion', `Region ${input.idRegion} already exists`);
      }
      await insertRegion(transaction, input);
      const created = await findRegion(transaction, input.idRegion, visible);
      if (!created) throw regionNotFound(input.idRegion);
      await auditChange('region', input.idRegion, null, input);
      return created;
    });
  }

  async update(caller: AuthContext, code: string, input: RegionUpdate): Promise<Region> {
    const before = await this.get(caller, code);
    const visible = await this.branches.visibleCompanyCodes(caller);
    return this.options.recorder.run(caller, [], async ({ transaction, auditChange }) => {
      await updateRegion(transaction, code, input);
      const after = await findRegion(transaction, code, visible);
      if (!after) throw regionNotFound(code);
      await auditChange('region', code, auditedFields(before), auditedFields(after));
      return after;
    });
  }

  async delete(caller: AuthContext, code: string): Promise<void> {
    await this.get(caller, code);
    await this.options.recorder.run(caller, [], async ({ transaction, auditChange }) => {
      // Every company's branches keep a region, seen by the caller or not.
      const region = await findRegion(transaction, code, 'all');
      if (!region) throw regionNotFound(code);
      if (region.branches > 0) {
        throw conflict(
          `Region ${code} still has ${region.branches} branches, so it cannot be deleted. Move them to another region first.`,
        );
      }
      await deleteRegion(transaction, code);
      await auditChange('region', code, auditedFields(region), null);
    });
  }
}
