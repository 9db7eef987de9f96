// Prints the plain closing line 'tests: N passed, N failed' from Vitest's JSON report.
import { readFileSync } from 'node:fs';

const reportFile = process.argv[2];
let report;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8'));
} catch {
  console.log('tests: 0 passed, 1 failed');
  console.error(`No test report at ${reportFile}: the test run did not finish.`);
  process.exit(0);
}
const skipped = report.numPendingTests + report.numTodoTests;
console.log(
  `tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed` +
    (skipped > 0 ? `, ${skipped} skipped` : ''),
);
