/**
 * Badge styles for table cells: a Mantine badge cuts its label short ('UPDAT…') when a table
 * squeezes its column; with its label allowed to show whole, the column makes room instead.
 */
export const WHOLE_BADGE_LABEL = { label: { overflow: 'visible' } } as const;

/** For a longer label ('Must change password'): it wraps in a narrow column instead. */
export const WRAPPING_BADGE_LABEL = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { overflow: 'visible', whiteSpace: 'normal', textAlign: 'center' },
} as const;
