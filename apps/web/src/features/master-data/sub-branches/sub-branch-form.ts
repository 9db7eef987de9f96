/**
 * The sub-branch form: its values as typed, those of an existing sub-branch, and their mapping
 * to the create and update bodies, checked with the contracts' schemas so their messages ('Id
 * Sub Branch is required', 'Branch is required', …) show under the fields. The id is sent only
 * when creating.
 */
import {
  type SubBranch,
  type SubBranchCreate,
  type SubBranchUpdate,
  subBranchCreateSchema,
  subBranchUpdateSchema,
} from '@outlet-pulse/contracts';
import {
  formValuesOf,
  idFixedFormSchema,
  type RecordSave,
} from '../../../components/record-list/record-form-schema';

/** A new sub-branch's values; their fields are the form's. */
export const EMPTY_SUB_BRANCH_FORM = {
  idSubBranch: '',
  subBranchName: '',
  /** The branch it belongs to; empty until one is chosen. */
  idbranch: '',
  description: '',
};

export type SubBranchFormValues = typeof EMPTY_SUB_BRANCH_FORM;

export type SubBranchSave = RecordSave<SubBranchCreate, SubBranchUpdate>;

export function subBranchFormValues(subBranch: SubBranch): SubBranchFormValues {
  return formValuesOf(subBranch, EMPTY_SUB_BRANCH_FORM);
}

/** The form's validation: a new sub-branch, or a change to the one with the id `editing`. */
export const subBranchFormSchema = idFixedFormSchema<
  SubBranchFormValues,
  SubBranchCreate,
  SubBranchUpdate
>('idSubBranch', subBranchCreateSchema, subBranchUpdateSchema);
