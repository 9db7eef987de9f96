/**
 * The import inbox with one million daily sales rows, on DuckDB and on PostgreSQL: the time
 * from the file being dropped (renamed, whole, into the folder the server watches) until it
 * lies in done/, loaded; and the server process's peak memory (VmHWM). The server waits the
 * default settle time before taking a file, so that wait is part of the figure. The database
 * starts with the scale-S demo data plus the 1,000 outlets the file is about, dropped in the
 * inbox the same way.
 *
 *   npm run bench:inbox [-- --rows 1000000 --engines duckdb,postgres]
 */
import { copyFile, mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { importBenchArguments, measureOnEachEngine, peakMemoryMib } from './import-engines';
import { OUTLETS, salesFileText, withImportFiles } from './import-files';
import { machineFacts, writeResults } from './results-file';

const GOALS = { duckdb: 15, postgres: 30 } as const;
const SETTLE_MS = 3000;

const { rows: ROWS, engines: ENGINES } = importBenchArguments();

/**
 * Copies `file` beside the inbox, renames it in as `name` and waits until it is filed away;
 * answers the seconds from the rename to done/, and the load's own seconds from its report.
 */
async function dropAndWait(inbox: string, file: string, name: string) {
  const staged = path.join(path.dirname(inbox), `staged-${name}`);
  await copyFile(file, staged);
  const dropped = performance.now();
  await rename(staged, path.join(inbox, name));
  for (;;) {
    for (const outcome of ['done', 'failed'] as const) {
      const filed = (await readdir(path.join(inbox, outcome))).find((entry) =>
        entry.endsWith(`_${name}`),
      );
      if (!filed) continue;
      const seconds = (performance.now() - dropped) / 1000;
      const report = await readFile(path.join(inbox, outcome, `${filed}.report.txt`), 'utf8');
      if (outcome === 'failed') throw new Error(`${name} failed:\n${report}`);
      const loadSeconds = Number(/Loaded in ([\d.]+) s/.exec(report)?.[1]);
      return { seconds, loadSeconds };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const results: Record<string, { seconds: number; loadSeconds: number; serverPeakMib: number }> = {};
await withImportFiles('inbox', ROWS, async (folder, files) => {
  /** The folder each engine's server watches. */
  const inboxOf = (engine: string) => path.join(folder, `inbox-${engine}`);
  await measureOnEachEngine(
    ENGINES,
    folder,
    async (engine) => {
      const inboxDir = inboxOf(engine);
      await mkdir(path.join(inboxDir, 'done'), { recursive: true });
      await mkdir(path.join(inboxDir, 'failed'), { recursive: true });
      return { inboxDir };
    },
    async (engine, server) => {
      const inbox = inboxOf(engine);
      const outlets = await dropAndWait(inbox, files.outlets, 'outlets.csv');
      console.log(`  outlets: dropped to done in ${outlets.seconds.toFixed(1)} s`);
      const sales = await dropAndWait(inbox, files.sales, 'daily-sales.csv');
      const peak = server.pid ? await peakMemoryMib(server.pid) : Number.NaN;
      console.log(
        `  daily sales: ${ROWS.toLocaleString('en-US')} rows dropped to done in ${sales.seconds.toFixed(1)} s (check and load ${sales.loadSeconds.toFixed(1)} s); server peak ${peak.toFixed(0)} MiB`,
      );
      results[engine] = { ...sales, serverPeakMib: peak };
    },
  );
  const facts = machineFacts();
  const lines = [
    `# Import inbox: ${ROWS.toLocaleString('en-US')} daily sales rows dropped in the folder`,
    '',
    `Measured ${facts.measuredAt} on ${facts.cpus} × ${facts.cpuModel}, ${facts.memoryGiB} GiB, Node ${facts.node}; one run per engine.`,
    `The file: ${salesFileText(files, ROWS)}, renamed whole into the inbox of a server in its own process (settle time ${SETTLE_MS / 1000} s, the default), into a database holding the scale-S demo data.`,
    '',
    '| engine | dropped → in done/, loaded | of which check and load | goal | server peak memory (VmHWM) |',
    '|---|---|---|---|---|',
    ...ENGINES.flatMap((engine) => {
      const figure = results[engine];
      if (!figure) return [];
      return [
        `| ${engine} | ${figure.seconds.toFixed(1)} s | ${figure.loadSeconds.toFixed(1)} s | ≤ ${GOALS[engine]} s | ${figure.serverPeakMib.toFixed(0)} MiB (goal ≤ 1024) |`,
      ];
    }),
  ];
  await writeResults(
    'inbox',
    { machine: facts, rows: ROWS, outlets: OUTLETS, settleMs: SETTLE_MS, results },
    lines.join('\n'),
  );
});
