/**
 * Where a page spends its time during one action: Chromium's sampling profiler (DevTools
 * protocol) around the action, saved as a .cpuprofile (open it in Chromium's DevTools
 * Performance panel) and summarised as the functions with the most time of their own; and the
 * page's timeline trace of the same action, summarised as the time of the renderer's main
 * thread by kind of work (script, style, layout, paint), which the sampling profiler counts as
 * one "(program)".
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileLine {
  name: string;
  selfMs: number;
}

function frameName(frame: ProfileNode['callFrame']): { name: string; file: string } {
  const file = frame.url ? path.basename(new URL(frame.url, 'http://page').pathname) : '';
  const where = file ? ` ${file}:${frame.lineNumber + 1}` : '';
  return { name: `${frame.functionName || '(anonymous)'}${where}`, file: file || '(native)' };
}

/** Time of their own, by function and by file (chunk), longest first. */
export function summarise(profile: Profile, count = 15) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    const { name, file } = frameName(frame);
    const micros = profile.timeDeltas[index] ?? 0;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    byFile.set(file, (byFile.get(file) ?? 0) + micros);
  });
  const top = (totals: Map<string, number>): ProfileLine[] =>
    [...totals]
      .map(([name, micros]) => ({ name, selfMs: micros / 1000 }))
      .sort((a, b) => b.selfMs - a.selfMs)
      .slice(0, count);
  return { byFunction: top(byFunction), byFile: top(byFile) };
}

/** The main thread's work by kind, as the timeline names it (script includes what it forces). */
const TIMELINE_EVENTS: Record<string, string> = {
  FunctionCall: 'script (function calls)',
  EvaluateScript: 'script (evaluation)',
  FireAnimationFrame: 'animation frame callbacks',
  TimerFire: 'timers',
  UpdateLayoutTree: 'style recalculation',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  MajorGC: 'garbage collection (major)',
  MinorGC: 'garbage collection (minor)',
};

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

/** The renderer main thread's time by kind of work, in ms, and the action's whole length. */
export function summariseTrace(events: TraceEvent[]): ProfileLine[] {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const totals = new Map<string, number>();
  for (const event of events) {
    const kind = TIMELINE_EVENTS[event.name];
    if (!kind || event.ph !== 'X' || !mainThreads.has(`${event.pid}:${event.tid}`)) continue;
    totals.set(kind, (totals.get(kind) ?? 0) + (event.dur ?? 0));
  }
  return [...totals]
    .map(([name, micros]) => ({ name, selfMs: micros / 1000 }))
    .sort((a, b) => b.selfMs - a.selfMs);
}

export type ProfileSummary = ReturnType<typeof summarise> & { byWork: ProfileLine[] };

/**
 * Runs `action` under the profiler and the timeline; writes `<folder>/<name>.cpuprofile` and
 * `<folder>/<name>.trace.json`; returns their summary.
 */
export async function profileAction(
  browser: Browser,
  page: Page,
  folder: string,
  name: string,
  action: () => Promise<unknown>,
): Promise<ProfileSummary> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await browser.startTracing(page, {
    path: path.join(folder, `${name}.trace.json`),
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
  });
  await session.send('Profiler.start');
  await action();
  const { profile } = await session.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await session.detach();
  await writeFile(path.join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
  return { ...summarise(profile as Profile), byWork: summariseTrace(trace.traceEvents) };
}
