/**
 * The chart every widget draws: a thin wrapper that loads echarts in its own chunk the first
 * time a chart is shown, keeps the chart's height while it loads, and reports point clicks.
 * Canvas points cannot take keyboard focus, so each widget also offers the same action on its
 * table (a button per month).
 */
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { CHART_HEIGHT, type ChartOption, type ChartPoint } from './chart-option';
import { loadEChart } from './load-echart';

const EChart = lazy(loadEChart);

export interface ChartProps {
  option: ChartOption;
  /** What the chart shows, for screen readers. */
  label: string;
  onPointClick?: (point: ChartPoint) => void;
  height?: number;
  /** The running month (1–12) when the chart has one: written to data-running-month. */
  runningMonth?: number | null | undefined;
  /**
   * Names the chart on its screen (a widget's view), so that the same chart shown again after
   * an in-app return takes back its drawing instead of drawing afresh.
   */
  keepAs?: string;
}

export function Chart({ height = CHART_HEIGHT, ...props }: ChartProps) {
  return (
    <Suspense
      fallback={
        <Center h={height} role="status" aria-label="Loading the chart">
          <Loader size="sm" />
        </Center>
      }
    >
      <EChart height={height} {...props} />
    </Suspense>
  );
}
