/**
 * Charts kept after their component unmounts, by the name their caller gives them, so that the
 * same chart shown again (an in-app return to a screen) takes its echarts instance back, canvas
 * and all, instead of creating one and drawing it afresh. The least recently kept go first.
 */

export interface Poolable {
  dispose: () => void;
}

const KEPT_CHARTS = 16;

export function createChartPool<Chart extends Poolable>(capacity = KEPT_CHARTS) {
  const kept = new Map<string, Chart>();
  return {
    /** Keeps a chart no component shows; one kept before under the name is disposed of. */
    keep(name: string, chart: Chart): void {
      const previous = kept.get(name);
      if (previous && previous !== chart) previous.dispose();
      kept.delete(name);
      kept.set(name, chart);
      for (const [oldestName, oldest] of kept) {
        if (kept.size <= capacity) break;
        kept.delete(oldestName);
        oldest.dispose();
      }
    },
    /** The chart kept under the name, taken out of the pool; undefined when there is none. */
    take(name: string): Chart | undefined {
      const chart = kept.get(name);
      kept.delete(name);
      return chart;
    },
  };
}
