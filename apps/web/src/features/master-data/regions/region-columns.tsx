/** What the region list shows of each region, in the table and on the phone cards. */
import type { Region } from '@outlet-pulse/contracts';
import type { RecordColumn, RowIdentity } from '../../../components/record-list/record-list-types';

export const REGION_IDENTITY: RowIdentity<Region> = {
  key: (region) => region.idRegion,
  name: (region) => `${region.idRegion} ${region.regionName}`,
};

export const REGION_COLUMNS: readonly RecordColumn<Region>[] = [
  { header: 'Id Region', cell: (region) => region.idRegion, nowrap: true, inCardHeading: true },
  { header: 'Region Name', cell: (region) => region.regionName, inCardHeading: true },
  { header: 'Description', cell: (region) => region.description },
  { header: 'Branches', cell: (region) => region.branches, numeric: true },
];
