/**
 * Badge styles for table cells: a Mantine badge cuts its label short ('UPDAT…') when a table
 * squeezes its column; with its label allowed to show whole, the column makes room instead.
 */
export const WHOLE_BADGE_LABEL = { label: { overflow: 'visible' } } as const;
