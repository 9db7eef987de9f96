import type { Branch } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../components/record-list/record-form-schema';
import {
  type BranchFormValues,
  branchFormSchema,
  branchFormValues,
  EMPTY_BRANCH_FORM,
} from './branch-form';

const filled = (overrides: Partial<BranchFormValues> = {}): BranchFormValues => ({
  idbranch: 'JKT01',
  branchName: ' Grand Indonesia ',
  description: 'Flagship store',
  email: 'gi@example.com',
  company: 'KCG',
  type: 'STORES',
  group: 'O',
  city: 'Jakarta',
  region: '',
  openDate: '2024-02-01',
  closeDate: '',
  isActive: true,
  ...overrides,
});

const branch = (overrides: Partial<Branch> = {}): Branch => ({
  idbranch: 'JKT01',
  branchName: 'Grand Indonesia',
  description: 'Flagship store',
  email: 'gi@example.com',
  company: 'KCG',
  companyName: 'KCG Retail',
  type: 'STORES',
  group: 'O',
  city: 'Jakarta',
  region: 'WEST',
  openDate: '2024-02-01T00:00:00.000Z',
  closeDate: null,
  isActive: true,
  active: 'ACTIVE',
  ...overrides,
});

describe('a new branch', () => {
  const schema = branchFormSchema(null);

  it('shows the spec messages for the empty form, each under its field', () => {
    expect(fieldMessages(schema, EMPTY_BRANCH_FORM)).toMatchObject({
      idbranch: 'Id Branch is required',
      branchName: 'Branch Name is required',
      description: 'Description is required',
      email: 'Email is required',
      company: 'Company is required',
      type: 'Type is required',
      group: 'Group is required',
      city: 'City is required',
      openDate: 'Open date is required',
    });
  });

  it('refuses an e-mail address that is not one', () => {
    expect(fieldMessages(schema, filled({ email: 'gi at example' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('refuses a close date before the open date', () => {
    expect(fieldMessages(schema, filled({ closeDate: '2024-01-31' }))).toEqual({
      closeDate: 'Close date cannot be before the open date',
    });
  });

  it('sends the trimmed values with an empty region and close date as null', () => {
    expect(schema.parse(filled())).toEqual({
      kind: 'create',
      payload: { ...filled(), branchName: 'Grand Indonesia', region: null, closeDate: null },
    });
  });
});

describe('a change to a branch', () => {
  it('starts from the branch, with its days and no missing values', () => {
    expect(branchFormValues(branch())).toMatchObject({
      region: 'WEST',
      openDate: '2024-02-01',
      closeDate: '',
    });
    expect(branchFormValues(branch({ region: null, closeDate: '2026-05-31' }))).toMatchObject({
      region: '',
      closeDate: '2026-05-31',
    });
  });

  it('sends every field but the id, which never changes', () => {
    const saved = branchFormSchema('JKT01').parse(
      filled({ idbranch: 'ignored', region: 'WEST', closeDate: '2026-05-31', isActive: false }),
    );
    expect(saved.kind).toBe('update');
    if (saved.kind !== 'update') return;
    expect(saved.id).toBe('JKT01');
    expect(saved.payload).not.toHaveProperty('idbranch');
    expect(saved.payload).toMatchObject({
      region: 'WEST',
      closeDate: '2026-05-31',
      isActive: false,
    });
  });

  it('keeps an id the create rules would refuse (an older branch), since it is not sent', () => {
    expect(branchFormSchema('old-id').safeParse(filled({ idbranch: 'old-id' })).success).toBe(true);
  });
});
