/** The filter's option lists as spec 001 §3.5 names their fields. */
import type { Company, ReferenceData } from '../../core/reference-data';
import type { outletOptions } from './options.service';

export const presentTypeOptions = (types: ReferenceData['types']) =>
  types.map((type) => ({
    bitype: type.code,
    bitypeName: type.name,
    dataLastUpdate: type.lastSalesDate,
  }));

export const presentGroupOptions = (groups: readonly { code: string; name: string }[]) =>
  groups.map((group) => ({ bigroup: group.code, bigroupName: group.name }));

export const presentCompanyOptions = (companies: readonly Company[]) =>
  companies.map((company) => ({
    company: company.code,
    companyName: company.name,
    id: company.id,
    exclude: company.excludedByDefault,
  }));

export const presentOutletOptions = (outlets: Awaited<ReturnType<typeof outletOptions>>) =>
  outlets.map((outlet) => ({
    idbranch: outlet.id,
    branchName: outlet.name,
    company: outlet.companyCode,
    status: outlet.status,
    closeDate: outlet.closeDate,
  }));
