/**
 * The branch form (spec 001 §3.9 and §5): its values as typed, the values of an existing branch,
 * and their mapping to the create and update bodies, checked with the contracts' schemas so the
 * spec's messages ('Id Branch is required', 'Please enter a valid email address', …) show
 * under the fields. The id is sent only when creating: it never changes afterwards.
 */
import {
  type Branch,
  type BranchCreate,
  type BranchUpdate,
  branchCreateSchema,
  branchUpdateSchema,
} from '@outlet-pulse/contracts';
import {
  type RecordSave,
  recordFormSchema,
} from '../../../components/record-list/record-form-schema';

/** A new branch's values; their fields are the form's. */
export const EMPTY_BRANCH_FORM = {
  idbranch: '',
  branchName: '',
  description: '',
  email: '',
  company: '',
  type: '',
  group: '',
  city: '',
  /** Empty for no region. */
  region: '',
  /** YYYY-MM-DD, as a date input gives it. */
  openDate: '',
  /** Empty while the branch has no close date. */
  closeDate: '',
  isActive: true,
};

export type BranchFormValues = typeof EMPTY_BRANCH_FORM;

export type BranchSave = RecordSave<BranchCreate, BranchUpdate>;

/** The day of a date the server may send with a time: '2026-03-01T00:00:00Z' → '2026-03-01'. */
function dayOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? value;
}

export function branchFormValues(branch: Branch): BranchFormValues {
  return {
    idbranch: branch.idbranch,
    branchName: branch.branchName,
    description: branch.description,
    email: branch.email,
    company: branch.company,
    type: branch.type,
    group: branch.group,
    city: branch.city,
    region: branch.region ?? '',
    openDate: dayOf(branch.openDate),
    closeDate: branch.closeDate === null ? '' : dayOf(branch.closeDate),
    isActive: branch.isActive,
  };
}

const emptyAsNull = (text: string): string | null => (text.trim() === '' ? null : text);

function toBranchUpdate({ idbranch: _id, ...values }: BranchFormValues) {
  return {
    ...values,
    region: emptyAsNull(values.region),
    closeDate: emptyAsNull(values.closeDate),
  };
}

function toBranchCreate(values: BranchFormValues) {
  return { idbranch: values.idbranch, ...toBranchUpdate(values) };
}

/** The form's validation: a new branch, or a change to the branch with the id `editing`. */
export function branchFormSchema(editing: string | null) {
  return recordFormSchema<BranchFormValues, BranchCreate, BranchUpdate>(
    editing,
    { from: toBranchCreate, schema: branchCreateSchema },
    { from: toBranchUpdate, schema: branchUpdateSchema },
  );
}
