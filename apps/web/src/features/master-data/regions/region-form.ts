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
  type RecordSave,
  recordFormSchema,
} from '../../../components/record-list/record-form-schema';

export interface RegionFormValues {
  idRegion: string;
  regionName: string;
  description: string;
}

export type RegionSave = RecordSave<RegionCreate, RegionUpdate>;

export const REGION_FORM_FIELDS = [
  'idRegion',
  'regionName',
  'description',
] as const satisfies readonly (keyof RegionFormValues)[];

export const EMPTY_REGION_FORM: RegionFormValues = {
  idRegion: '',
  regionName: '',
  description: '',
};

export function regionFormValues(region: Region): RegionFormValues {
  return {
    idRegion: region.idRegion,
    regionName: region.regionName,
    description: region.description,
  };
}

const toRegionUpdate = ({ idRegion: _id, ...values }: RegionFormValues) => values;

/** The form's validation: a new region, or a change to the region with the id `editing`. */
export function regionFormSchema(editing: string | null) {
  return recordFormSchema<RegionFormValues, RegionCreate, RegionUpdate>(
    editing,
    { from: (values) => values, schema: regionCreateSchema },
    { from: toRegionUpdate, schema: regionUpdateSchema },
  );
}
