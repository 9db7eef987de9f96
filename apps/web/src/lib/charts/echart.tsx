/**
 * The one component that talks to echarts. It is loaded on demand (see chart.tsx), so echarts
 * and its renderer stay out of every chunk a page needs before it draws a chart. Only the parts
 * the sales charts use are registered: line and bar series, the grid, the tooltip, the legend
 * and the canvas renderer. It fits the option to the chart's width (legend rows, x labels),
 * hides the tooltip when a point is clicked (the click may open a modal), and writes what the
 * chart shows for tests and for reading: data-chart-state, data-plot (the plot's place and axis
 * ranges), data-tooltip (while a point's tooltip shows) and data-running-month.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ECElementEvent, type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import {
  type ChartOption,
  type ChartPoint,
  fitToWidth,
  plotLayout,
  sourceSeriesIndex,
} from './chart-option';

use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface EChartProps {
  option: ChartOption;
  height: number;
  /** What the chart shows, for screen readers; the table beside it holds the numbers. */
  label: string;
  onPointClick?: (point: ChartPoint) => void;
  /** The running month (1–12), written to data-running-month for tests and for reading. */
  runningMonth?: number | null | undefined;
}

let measuringContext: CanvasRenderingContext2D | null | undefined;

/** The width of a legend name as echarts draws it (its default font is sans-serif). */
function textWidth(text: string, fontSize: number): number {
  if (measuringContext === undefined) {
    measuringContext = document.createElement('canvas').getContext('2d');
  }
  if (!measuringContext) return text.length * fontSize * 0.62;
  measuringContext.font = `${fontSize}px sans-serif`;
  return measuringContext.measureText(text).width;
}

export default function EChart({ option, height, label, onPointClick, runningMonth }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const clickHandler = useRef(onPointClick);
  const currentOption = useRef(option);
  const runningIndex = useRef<number | null>(null);
  runningIndex.current = runningMonth ? runningMonth - 1 : null;
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
      // The click may open a modal: the point's tooltip must not stay over it.
      instance.dispatchAction({ type: 'hideTip' });
      clickHandler.current?.({
        seriesIndex: sourceSeriesIndex(params.seriesId, params.seriesIndex ?? 0),
        dataIndex: params.dataIndex,
        seriesName: params.seriesName ?? '',
      });
    });
    // Tells tests and benchmarks that the chart has finished drawing its current option.
    instance.on('finished', () => element.setAttribute('data-chart-state', 'drawn'));
    // Tells tests and readers whether a point's tooltip shows (data-tooltip), without reading
    // how echarts hides its tooltip element.
    instance.on('showTip', () => element.setAttribute('data-tooltip', 'shown'));
    instance.on('hideTip', () => element.removeAttribute('data-tooltip'));
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
      // A new width may wrap the legend differently: move the plot below it.
      const fitted = fitToWidth(
        currentOption.current,
        instance.getWidth(),
        textWidth,
        runningIndex.current,
      );
      instance.setOption({ legend: fitted.legend, grid: fitted.grid, xAxis: fitted.xAxis });
      element.setAttribute('data-plot', JSON.stringify(plotLayout(fitted)));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const element = container.current;
    const instance = chart.current;
    currentOption.current = option;
    if (!element || !instance) return;
    element.setAttribute('data-chart-state', 'drawing');
    const fitted = fitToWidth(
      option,
      instance.getWidth(),
      textWidth,
      runningMonth ? runningMonth - 1 : null,
    );
    element.setAttribute('data-plot', JSON.stringify(plotLayout(fitted)));
    instance.setOption(fitted, { notMerge: true });
  }, [option, runningMonth]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      data-chart-state="drawing"
      data-running-month={runningMonth ?? undefined}
      style={{ width: '100%', height }}
    />
  );
}
