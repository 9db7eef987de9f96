import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_NOTICES, emptyListsNotice } from './empty-lists';

describe('the notice of empty filter lists', () => {
  it('tells an administrator on a fresh install where to add companies, not that none is assigned', () => {
    const notice = emptyListsNotice({ companies: 0, types: 0 }, true);
    expect(notice).toBe(`${EMPTY_LIST_NOTICES.noCompanyYet} ${EMPTY_LIST_NOTICES.noSalesYet}`);
    expect(notice).not.toContain(EMPTY_LIST_NOTICES.noCompanyAssigned);
  });

  it('tells a user without master data that no company is assigned to their account', () => {
    expect(emptyListsNotice({ companies: 0, types: 3 }, false)).toBe(
      EMPTY_LIST_NOTICES.noCompanyAssigned,
    );
  });

  it('says nothing while the lists load or when they have entries', () => {
    expect(emptyListsNotice({ companies: undefined, types: undefined }, true)).toBeNull();
    expect(emptyListsNotice({ companies: 2, types: 1 }, false)).toBeNull();
  });
});
