/** POST region/create (a new region) or PUT region/:id (its name and description). */
import { regionResponseSchema } from '@outlet-pulse/contracts';
import { saveMasterRecord } from '../../master-record-api';
import type { RegionSave } from '../region-form';

export function saveRegion(save: RegionSave) {
  return saveMasterRecord('region', regionResponseSchema, save);
}
