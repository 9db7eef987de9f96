import { describe, expect, it } from 'vitest';
import { withCurrentChoice } from './choice-options';

describe('the options of a select', () => {
  const options = [
    { value: 'O', label: 'STORE' },
    { value: 'F', label: 'FRANCHISE' },
  ];

  it('keeps a current value the choices no longer offer', () => {
    expect(withCurrentChoice(options, { value: 'X', label: 'X' })).toEqual([
      { value: 'X', label: 'X' },
      ...options,
    ]);
  });

  it('adds nothing when the value is offered or empty', () => {
    expect(withCurrentChoice(options, { value: 'O', label: 'O' })).toEqual(options);
    expect(withCurrentChoice(options, { value: '', label: '' })).toEqual(options);
    expect(withCurrentChoice(options, null)).toEqual(options);
  });
});
