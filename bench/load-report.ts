/** What the load benchmarks' results files say besides their figures. */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const git = (folder: string, ...args: string[]) => {
  try {
    return execFileSync('git', args, { cwd: folder, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};
const commitOf = (folder: string) => git(folder, 'rev-parse', 'HEAD');
/** Files of the folder changed since that commit: the figures measured those too. */
const changedFiles = (folder: string) =>
  git(folder, 'status', '--porcelain', '--', '.').split('\n').filter(Boolean).length;

/** The commits of the bench and of the server measured, and the command line, as a list. */
export function benchSettings(serverDir: string, label: string) {
  const settings = {
    label: label || null,
    benchCommit: commitOf(import.meta.dirname),
    serverDir: path.resolve(serverDir),
    serverCommit: commitOf(serverDir),
    serverChangedFiles: changedFiles(serverDir),
    command: process.argv.slice(2).join(' '),
    /** Over 1, 5 and 15 minutes when the figures were written: a busy machine shows here. */
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
  };
  return {
    ...settings,
    markdown: [
      `- server: ${settings.serverDir} at commit ${settings.serverCommit}${label ? ` (${label})` : ''}, ` +
        `${settings.serverChangedFiles} file(s) there changed or added since`,
      `- bench code: commit ${settings.benchCommit} (uncommitted changes not shown)`,
      `- arguments: \`${settings.command || '(defaults)'}\``,
      `- machine load average when written (1, 5, 15 min): ${settings.loadAverage.join(', ')} on ${os.cpus().length} cores`,
      '',
    ].join('\n'),
  };
}
