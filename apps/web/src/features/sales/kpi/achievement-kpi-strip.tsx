/**
 * The key figures of the achievement summary: its answer's pacing (the same call and key as the
 * widget's, fetched once). The screen has no LFL call, so the strip has no LFL tile.
 */
import { useMemo } from 'react';
import { achievementSummaryCall, useSalesQuery } from '../api/sales-queries';
import { type BrandFilter, brandQuery } from '../sales-filter';
import { KpiStrip } from './kpi-strip';

export function AchievementKpiStrip({ filter, subject }: { filter: BrandFilter; subject: string }) {
  const query = useMemo(() => brandQuery(filter), [filter]);
  const achievement = useSalesQuery(achievementSummaryCall, query);
  return <KpiStrip query={achievement} subject={subject} />;
}
