/**
 * The one component that talks to echarts. It is loaded on demand (see chart.tsx), so echarts
 * and its renderer stay out of every chunk a page needs before it draws a chart. Only the parts
 * the sales charts use are registered: line and bar series, the grid, the tooltip, the legend
 * and the canvas renderer.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ECElementEvent, type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartOption, ChartPoint } from './chart-option';

use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface EChartProps {
  option: ChartOption;
  height: number;
  /** What the chart shows, for screen readers; the table beside it holds the numbers. */
  label: string;
  onPointClick?: (point: ChartPoint) => void;
}

export default function EChart({ option, height, label, onPointClick }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const clickHandler = useRef(onPointClick);
  useEffect(() => {
    clickHandler.current = onPointClick;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('click', (event) => {
      const params = event as ECElementEvent;
      if (params.componentType !== 'series') return;
      clickHandler.current?.({
        seriesIndex: params.seriesIndex ?? 0,
        dataIndex: params.dataIndex,
        seriesName: params.seriesName ?? '',
      });
    });
    // Tells tests and benchmarks that the chart has finished drawing its current option.
    instance.on('finished', () => element.setAttribute('data-chart-state', 'drawn'));
    // The observer also reports the size the chart was created with; drawing again for that
    // would only repeat the first draw.
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.contentRect;
      if (
        size &&
        Math.round(size.width) === instance.getWidth() &&
        Math.round(size.height) === instance.getHeight()
      )
        return;
      instance.resize();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    container.current?.setAttribute('data-chart-state', 'drawing');
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      data-chart-state="drawing"
      style={{ width: '100%', height }}
    />
  );
}
