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
  type RecordSave,
  recordFormSchema,
} from '../../../components/record-list/record-form-schema';

export interface SubBranchFormValues {
  idSubBranch: string;
  subBranchName: string;
  /** The branch it belongs to; empty until one is chosen. */
  idbranch: string;
  description: string;
}

export type SubBranchSave = RecordSave<SubBranchCreate, SubBranchUpdate>;

export const SUB_BRANCH_FORM_FIELDS = [
  'idSubBranch',
  'subBranchName',
  'idbranch',
  'description',
] as const satisfies readonly (keyof SubBranchFormValues)[];

export const EMPTY_SUB_BRANCH_FORM: SubBranchFormValues = {
  idSubBranch: '',
  subBranchName: '',
  idbranch: '',
  description: '',
};

export function subBranchFormValues(subBranch: SubBranch): SubBranchFormValues {
  return {
    idSubBranch: subBranch.idSubBranch,
    subBranchName: subBranch.subBranchName,
    idbranch: subBranch.idbranch,
    description: subBranch.description,
  };
}

const toSubBranchUpdate = ({ idSubBranch: _id, ...values }: SubBranchFormValues) => values;

/** The form's validation: a new sub-branch, or a change to the one with the id `editing`. */
export function subBranchFormSchema(editing: string | null) {
  return recordFormSchema<SubBranchFormValues, SubBranchCreate, SubBranchUpdate>(
    editing,
    { from: (values) => values, schema: subBranchCreateSchema },
    { from: toSubBranchUpdate, schema: subBranchUpdateSchema },
  );
}
