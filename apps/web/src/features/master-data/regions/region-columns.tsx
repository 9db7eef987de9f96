/** What the region list shows of each region, in the table and on the phone cards. */
import type { Region } from '@outlet-pulse/contracts';
import type { RecordColumn } from '../../../components/record-list/record-list-types';
import { idAndNameColumns } from '../master-kind';
import { REGION_KIND } from './region-kind';

export const REGION_COLUMNS: readonly RecordColumn<Region>[] = [
  ...idAndNameColumns(REGION_KIND),
  { header: 'Description', cell: (region) => region.description },
  { header: 'Branches', cell: (region) => region.branches, numeric: true },
];
