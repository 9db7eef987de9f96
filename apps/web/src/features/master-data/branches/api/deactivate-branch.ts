/**
 * PUT branch/:id with the branch as it is, but inactive: what a refused delete offers instead
 * (a branch that sales, targets or checklists refer to is kept, switched off).
 */
import type { Branch } from '@outlet-pulse/contracts';
import { branchFormSchema, branchFormValues } from '../branch-form';
import { saveBranch } from './save-branch';

export function deactivateBranch(branch: Branch) {
  const save = branchFormSchema(branch.idbranch).parse({
    ...branchFormValues(branch),
    isActive: false,
  });
  return saveBranch(save);
}
