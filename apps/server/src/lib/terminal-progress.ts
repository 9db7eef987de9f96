/** Shows demo-data progress as a bar in a terminal, and as a few plain lines elsewhere (CI). */
import cliProgress from 'cli-progress';
import type { DemoProgress } from '../seed/demo-data/generate-demo';

const GENERATE_SHARE = 70;

export function createDemoProgressBar(engine: string) {
  const interactive = Boolean(process.stdout.isTTY);
  const bar = new cliProgress.SingleBar(
    {
      format: '  {bar} {percentage}% | {stage}',
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  let lastStage = '';
  if (interactive) bar.start(100, 0, { stage: 'Planning outlets' });

  const report = (percent: number, stage: string) => {
    if (interactive) bar.update(Math.round(percent), { stage });
    else if (stage !== lastStage) console.log(`  ${stage}…`);
    lastStage = stage;
  };

  return {
    update(progress: DemoProgress) {
      if (progress.stage === 'generate') {
        const stage = `Generating sales (${progress.outletsDone}/${progress.outletsTotal} outlets)`;
        report(
          (GENERATE_SHARE * progress.outletsDone) / progress.outletsTotal,
          interactive ? stage : 'Generating sales',
        );
      } else {
        const { step } = progress;
        const label =
          step.kind === 'copy'
            ? `Loading ${step.table} into ${engine}`
            : step.kind === 'rollups'
              ? 'Building monthly rollups'
              : 'Updating statistics';
        report(
          GENERATE_SHARE + ((100 - GENERATE_SHARE) * progress.stepIndex) / progress.stepsTotal,
          label,
        );
      }
    },
    stop() {
      if (interactive) {
        bar.update(100, { stage: 'Done' });
        bar.stop();
      }
    },
  };
}

/** A bar for one task in stages (an import): percent and a label, or plain lines off a terminal. */
export function createTaskProgressBar() {
  const interactive = Boolean(process.stdout.isTTY);
  const bar = new cliProgress.SingleBar(
    { format: '  {bar} {percentage}% | {stage}', hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
  let lastStage = '';
  let started = false;
  return {
    update(percent: number, stage: string) {
      if (interactive) {
        if (!started) bar.start(100, 0, { stage });
        started = true;
        bar.update(Math.round(percent), { stage });
      } else if (stage !== lastStage) {
        console.log(`  ${stage}…`);
      }
      lastStage = stage;
    },
    stop() {
      if (interactive && started) bar.stop();
    },
  };
}
