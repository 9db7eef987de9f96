/**
 * The one component that talks to echarts. It is loaded on demand (see chart.tsx), so echarts
 * and its renderer stay out of every chunk a page needs before it draws a chart. Only the parts
 * the sales charts use are registered: line and bar series, the grid, the tooltip, the legend
 * and the canvas renderer. It fits the option to the chart's width (legend rows, x labels),
 * hides the tooltip when a point is clicked (the click may open a modal), and writes what the
 * chart shows for tests and for reading: data-chart-state, data-plot (the plot's place and axis
 * ranges), data-tooltip (while a point's tooltip shows), data-running-month, and which option it
 * was given and which it has drawn (data-option-revision, data-drawn-revision).
 *
 * Drawing is what costs: one echarts instance lives as long as the chart, a new option is set
 * on it (replacing the old one whole, so the chart is the one a fresh instance would draw), and
 * an option with the same data as the one drawn is not set at all. A chart with a name
 * (`keepAs`) is kept when it unmounts and taken back when a chart of that name mounts again, so
 * an in-app return shows its charts without drawing them.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ECElementEvent, type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  type ChartOption,
  type ChartPoint,
  fitToWidth,
  plotLayout,
  sourceSeriesIndex,
} from './chart-option';
import { createChartPool } from './chart-pool';
import { type OptionFunctions, separateFunctions } from './option-functions';

use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface EChartProps {
  option: ChartOption;
  height: number;
  /** What the chart shows, for screen readers; the table beside it holds the numbers. */
  label: string;
  onPointClick?: (point: ChartPoint) => void;
  /** The running month (1–12), written to data-running-month for tests and for reading. */
  runningMonth?: number | null | undefined;
  /** A name that keeps the chart for the next chart of that name once this one unmounts. */
  keepAs?: string | undefined;
}

/** An echarts instance in the element it draws in, and what it has drawn. */
interface LiveChart {
  host: HTMLDivElement;
  instance: EChartsType;
  /** The option and running month last given, for fitting them again to a new width. */
  given: { option: ChartOption; runningIndex: number | null } | null;
  /** What is drawn: the option's fingerprint and the plot's place (data-plot). */
  drawn: { fingerprint: string; plot: string } | null;
  /** The functions of the option last given, which the drawn option calls. */
  functions: OptionFunctions;
  state: 'drawing' | 'drawn';
  /** The mounted component the chart reports to; null while it is kept. */
  owner: { element: HTMLElement; onPointClick: { current: EChartProps['onPointClick'] } } | null;
  dispose: () => void;
}

const pool = createChartPool<LiveChart>();

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

/** A reader who asked for less motion gets the chart drawn at once, as Mantine's transitions do. */
function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

const revisions = new WeakMap<ChartOption, number>();
let lastRevision = 0;

/** A number of its own for each option a chart is given, for data-option-revision. */
function revisionOf(option: ChartOption): number {
  let revision = revisions.get(option);
  if (revision === undefined) {
    lastRevision += 1;
    revision = lastRevision;
    revisions.set(option, revision);
  }
  return revision;
}

/** An echarts instance in a new element of its own, placed in `container`. */
function createLiveChart(container: HTMLElement): LiveChart {
  const host = document.createElement('div');
  host.style.width = '100%';
  host.style.height = '100%';
  container.appendChild(host);
  const instance = init(host, undefined, { renderer: 'canvas' });
  const live: LiveChart = {
    host,
    instance,
    given: null,
    drawn: null,
    functions: new Map(),
    state: 'drawing',
    owner: null,
    dispose: () => instance.dispose(),
  };
  instance.on('click', (event) => {
    const params = event as ECElementEvent;
    if (params.componentType !== 'series') return;
    // The click may open a modal: the point's tooltip must not stay over it.
    instance.dispatchAction({ type: 'hideTip' });
    live.owner?.onPointClick.current?.({
      seriesIndex: sourceSeriesIndex(params.seriesId, params.seriesIndex ?? 0),
      dataIndex: params.dataIndex,
      seriesName: params.seriesName ?? '',
    });
  });
  // Tells tests and benchmarks that the chart has finished drawing its current option.
  instance.on('finished', () => {
    live.state = 'drawn';
    live.owner?.element.setAttribute('data-chart-state', 'drawn');
  });
  // Tells tests and readers whether a point's tooltip shows (data-tooltip), without reading
  // how echarts hides its tooltip element.
  instance.on('showTip', () => live.owner?.element.setAttribute('data-tooltip', 'shown'));
  instance.on('hideTip', () => live.owner?.element.removeAttribute('data-tooltip'));
  return live;
}

/**
 * Gives the chart an option fitted to its width: set whole in place of the one drawn, unless
 * its data are the same, when only its functions (tooltips, labels) are taken.
 */
function draw(
  live: LiveChart,
  element: HTMLElement,
  option: ChartOption,
  runningIndex: number | null,
) {
  live.given = { option, runningIndex };
  const fitted = fitToWidth(option, live.instance.getWidth(), textWidth, runningIndex);
  const separated = separateFunctions(fitted, () => live.functions);
  live.functions = separated.functions;
  if (live.drawn?.fingerprint !== separated.fingerprint) {
    live.state = 'drawing';
    element.setAttribute('data-chart-state', 'drawing');
    live.drawn = { fingerprint: separated.fingerprint, plot: JSON.stringify(plotLayout(fitted)) };
    live.instance.setOption(
      { ...separated.drawable, animation: !prefersReducedMotion() },
      { notMerge: true },
    );
  }
  element.setAttribute('data-chart-state', live.state);
  element.setAttribute('data-plot', live.drawn.plot);
}

/** Follows the container's width: the legend may wrap differently, so the plot moves under it. */
function followSize(live: LiveChart, element: HTMLElement): ResizeObserver {
  const observer = new ResizeObserver(([entry]) => {
    const size = entry?.contentRect;
    const { instance, given } = live;
    // The observer also reports the size the chart has; drawing again for it would only
    // repeat what is drawn.
    if (
      !size ||
      (Math.round(size.width) === instance.getWidth() &&
        Math.round(size.height) === instance.getHeight())
    )
      return;
    instance.resize();
    if (!given) return;
    const fitted = fitToWidth(given.option, instance.getWidth(), textWidth, given.runningIndex);
    const separated = separateFunctions(fitted, () => live.functions);
    live.functions = separated.functions;
    const { legend, grid, xAxis } = separated.drawable;
    instance.setOption({ legend, grid, xAxis });
    live.drawn = { fingerprint: separated.fingerprint, plot: JSON.stringify(plotLayout(fitted)) };
    element.setAttribute('data-plot', live.drawn.plot);
  });
  observer.observe(element);
  return observer;
}

export default function EChart({
  option,
  height,
  label,
  onPointClick,
  runningMonth,
  keepAs,
}: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<LiveChart | null>(null);
  const clickHandler = useRef(onPointClick);
  const revision = `${revisionOf(option)}:${runningMonth ?? ''}`;
  useEffect(() => {
    clickHandler.current = onPointClick;
  });

  // Layout effects: the chart is drawn in the same frame as the table beside it.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const kept = keepAs === undefined ? undefined : pool.take(keepAs);
    // A kept chart's size is checked by the observer, after the page's layout (reading it here
    // would lay the page out once per chart).
    if (kept) element.appendChild(kept.host);
    const live = kept ?? createLiveChart(element);
    live.owner = { element, onPointClick: clickHandler };
    chart.current = live;
    const observer = followSize(live, element);
    return () => {
      observer.disconnect();
      chart.current = null;
      live.owner = null;
      live.instance.dispatchAction({ type: 'hideTip' });
      live.host.remove();
      if (keepAs === undefined) live.dispose();
      else pool.keep(keepAs, live);
    };
  }, [keepAs]);

  useLayoutEffect(() => {
    const element = container.current;
    const live = chart.current;
    if (!element || !live) return;
    draw(live, element, option, runningMonth ? runningMonth - 1 : null);
    element.setAttribute('data-drawn-revision', revision);
  }, [option, runningMonth, revision]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      data-chart-state="drawing"
      data-option-revision={revision}
      data-running-month={runningMonth ?? undefined}
      style={{ width: '100%', height }}
    />
  );
}
