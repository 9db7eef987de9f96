import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../components/record-list/record-form-schema';
import { EMPTY_REGION_FORM, regionFormSchema, regionFormValues } from './region-form';

describe('the region form', () => {
  it('shows the messages of the empty form, each under its field', () => {
    expect(fieldMessages(regionFormSchema(null), EMPTY_REGION_FORM)).toEqual({
      idRegion: 'Id Region is required',
      regionName: 'Region Name is required',
      description: 'Description is required',
    });
  });

  it('refuses an id with other than capital letters, digits and dashes', () => {
    expect(
      fieldMessages(regionFormSchema(null), {
        idRegion: 'west java',
        regionName: 'West Java',
        description: 'Bandung and around',
      }),
    ).toEqual({
      idRegion: 'Use only capital letters, digits and dashes (at most 20)',
    });
  });

  it('creates a region with trimmed values', () => {
    expect(
      regionFormSchema(null).parse({
        idRegion: ' WEST ',
        regionName: ' West Java ',
        description: 'Bandung',
      }),
    ).toEqual({
      kind: 'create',
      payload: { idRegion: 'WEST', regionName: 'West Java', description: 'Bandung' },
    });
  });

  it('changes a region without sending its id', () => {
    const values = regionFormValues({
      idRegion: 'WEST',
      regionName: 'West Java',
      description: 'Bandung',
      branches: 4,
    });
    expect(regionFormSchema('WEST').parse({ ...values, regionName: 'Jawa Barat' })).toEqual({
      kind: 'update',
      id: 'WEST',
      payload: { regionName: 'Jawa Barat', description: 'Bandung' },
    });
  });
});
