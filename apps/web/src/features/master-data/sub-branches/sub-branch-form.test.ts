import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../components/record-list/record-form-schema';
import { EMPTY_SUB_BRANCH_FORM, subBranchFormSchema, subBranchFormValues } from './sub-branch-form';

describe('the sub-branch form', () => {
  it('shows the messages of the empty form, each under its field', () => {
    expect(fieldMessages(subBranchFormSchema(null), EMPTY_SUB_BRANCH_FORM)).toEqual({
      idSubBranch: 'Id Sub Branch is required',
      subBranchName: 'Sub Branch Name is required',
      idbranch: 'Branch is required',
      description: 'Description is required',
    });
  });

  it('creates a sub-branch under the chosen branch', () => {
    expect(
      subBranchFormSchema(null).parse({
        idSubBranch: 'JKT01-WH',
        subBranchName: ' Back store ',
        idbranch: 'JKT01',
        description: 'Stock room',
      }),
    ).toEqual({
      kind: 'create',
      payload: {
        idSubBranch: 'JKT01-WH',
        subBranchName: 'Back store',
        idbranch: 'JKT01',
        description: 'Stock room',
      },
    });
  });

  it('moves a sub-branch to another branch without sending its id', () => {
    const values = subBranchFormValues({
      idSubBranch: 'JKT01-WH',
      subBranchName: 'Back store',
      idbranch: 'JKT01',
      branchName: 'Grand Indonesia',
      company: 'KCG',
      description: 'Stock room',
    });
    expect(subBranchFormSchema('JKT01-WH').parse({ ...values, idbranch: 'JKT02' })).toEqual({
      kind: 'update',
      id: 'JKT01-WH',
      payload: { subBranchName: 'Back store', idbranch: 'JKT02', description: 'Stock room' },
    });
  });
});
