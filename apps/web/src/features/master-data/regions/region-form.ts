/**
 * The region form: its values as typed, those of an existing region, and their mapping to the
 * create and update bodies, checked with the contracts' schemas so their messages ('Id Region
 * is required', …) show under the fields. The id is sent only when creating.
 */
import {
  type Region,
  type RegionCreate,
  type RegionUpdate,
  regionCreateSchema,
  regionUpdateSchema,
} from '@outlet-pulse/contracts';
import {
  formValuesOf,
  idFixedFormSchema,
  type RecordSave,
} from '../../../components/record-list/record-form-schema';

/** A new region's values; their fields are the form's. */
export const EMPTY_REGION_FORM = { idRegion: '', regionName: '', description: '' };

export type RegionFormValues = typeof EMPTY_REGION_FORM;

export type RegionSave = RecordSave<RegionCreate, RegionUpdate>;

export function regionFormValues(region: Region): RegionFormValues {
  return formValuesOf(region, EMPTY_REGION_FORM);
}

/** The form's validation: a new region, or a change to the region with the id `editing`. */
export const regionFormSchema = idFixedFormSchema<RegionFormValues, RegionCreate, RegionUpdate>(
  'idRegion',
  regionCreateSchema,
  regionUpdateSchema,
);
