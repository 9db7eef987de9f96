/**
 * Compares runs of the analytics bench (their JSON figures), call by call: what a change costs
 * each call's computed median (answer cache off), as ratios. Used for the running month and
 * pacing (issue 13: the new pacing fields add at most 10 % to each call):
 *
 *   npx tsx bench/compare-analytics.ts --engine duckdb --name running-month-cost-M \
 *     --before BEFORE.json --without-pacing NO-PACING.json --after AFTER.json
 *
 * Run the three benches one after the other on a quiet machine, each from its own checkout.
 */
import { readFile } from 'node:fs/promises';
import { writeResults } from './results-file';

interface PerCall {
  call: string;
  query: string;
  median: number;
}

interface ComputedRun {
  perCall: PerCall[];
  mixed: { requestsPerSecond: number; latencyP97_5Ms: number };
}

interface Figures {
  machine: { measuredAt: string; cpus: number; cpuModel: string; memoryGiB: number; node: string };
  runs: Record<string, { modes: { computed: ComputedRun } }>;
}

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : undefined;
  if (value === undefined) throw new Error(`--${name} is required`);
  return value;
};

const engine = argument('engine');
async function computedRun(name: string): Promise<{ figures: Figures; run: ComputedRun }> {
  const figures = JSON.parse(await readFile(argument(name), 'utf8')) as Figures;
  const run = figures.runs[engine]?.modes.computed;
  if (!run) throw new Error(`${name} has no ${engine} run.`);
  return { figures, run };
}

const before = await computedRun('before');
const withoutPacing = await computedRun('without-pacing');
const after = await computedRun('after');

const rows = after.run.perCall.map((row, index) => {
  const old = before.run.perCall[index];
  const plain = withoutPacing.run.perCall[index];
  for (const other of [old, plain]) {
    if (!other || other.call !== row.call || other.query !== row.query)
      throw new Error(`The runs ask different calls at ${index}.`);
  }
  return {
    call: row.call,
    query: row.query,
    before: old?.median ?? Number.NaN,
    withoutPacing: plain?.median ?? Number.NaN,
    after: row.median,
    pacing: row.median / (plain?.median ?? Number.NaN),
    overall: row.median / (old?.median ?? Number.NaN),
  };
});
const worstPacing = Math.max(...rows.map((row) => row.pacing));
const mixed = (run: ComputedRun) =>
  `${run.mixed.requestsPerSecond.toFixed(0)} requests/s (p97.5 ${run.mixed.latencyP97_5Ms} ms)`;
const { machine } = after.figures;

await writeResults(
  argument('name'),
  { engine, runs: { before: before.figures.machine, after: machine }, rows },
  `# What the running month and pacing cost each sales call

Computed medians (answer cache off, one client, 40 requests after 3 warm-ups, ${engine}, scale M)
of the analytics bench, three runs one after the other on ${machine.cpus} × ${machine.cpuModel},
${machine.memoryGiB} GiB, Node ${machine.node} (finished ${machine.measuredAt}):
- **before**: the last commit before issue 13 (whole months compared with part months);
- **without pacing**: this release with the pacing fields switched off (no \`pacing\` figures,
  the achievement summary reading one year, the detail's pacing columns empty), everything
  else as released;
- **after**: this release.

| call | query | before (ms) | without pacing (ms) | after (ms) | pacing: after ÷ without | overall: after ÷ before |
|---|---|---|---|---|---|---|
${rows
  .map(
    (row) =>
      `| ${row.call} | \`${row.query}\` | ${row.before.toFixed(1)} | ${row.withoutPacing.toFixed(1)} | ${row.after.toFixed(1)} | ${row.pacing.toFixed(2)} | ${row.overall.toFixed(2)} |`,
  )
  .join('\n')}

The pacing fields cost at most ${((worstPacing - 1) * 100).toFixed(0)} % of a call's median (goal: 10 %).
Mixed load of all calls, every answer computed, 50 clients for 20 s: before ${mixed(before.run)},
without pacing ${mixed(withoutPacing.run)}, after ${mixed(after.run)}.`,
);
