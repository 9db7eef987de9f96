/** GET region/?page=&limit=&keyword=: a page of the regions, with how many branches each has. */
import { regionListResponseSchema } from '@outlet-pulse/contracts';
import { masterDataKeys } from '../../master-data-keys';
import { masterListQuery } from '../../master-record-api';

export const regionsQueryOptions = masterListQuery(
  masterDataKeys.regions,
  'region',
  regionListResponseSchema,
);
