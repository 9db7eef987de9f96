/** A region as its list and its form name it: its words, its id and name fields. */
import type { Region } from '@outlet-pulse/contracts';
import { masterKind } from '../master-kind';

export const REGION_KIND = masterKind<Region>(
  { title: 'Regions', one: 'region', many: 'regions' },
  { field: 'idRegion', label: 'Id Region' },
  { field: 'regionName', label: 'Region Name' },
);
