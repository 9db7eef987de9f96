/** A process's resident memory (VmRSS in /proc/<pid>/status), sampled every 250 ms. */
import { readFileSync } from 'node:fs';

const INTERVAL_MS = 250;

/** The resident memory of a process in MiB, or NaN once it is gone. */
export function residentMiB(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Samples until stopped; the peak is the largest sample seen. */
export function sampleResident(pid: number) {
  const samples: { atMs: number; mib: number }[] = [];
  const started = performance.now();
  const sample = () => samples.push({ atMs: performance.now() - started, mib: residentMiB(pid) });
  sample();
  const timer = setInterval(sample, INTERVAL_MS);
  return {
    samples,
    peak: () => Math.max(...samples.map((entry) => entry.mib)),
    stop: () => clearInterval(timer),
  };
}
