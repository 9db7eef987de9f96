/**
 * system/data-import: load a file of outlets, daily sales, category sales, traffic or targets,
 * or several files at once (a .zip too), kinds from their names.
 * Choose the kind and the file → the server's preview and validation report → confirm → the
 * load's progress and result; the history of imports below, and which database the server
 * keeps its data in. Needs the import permission.
 */
import { Paper, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { usePhone } from '../../components/record-list/use-phone';
import { BundleReportStep } from './components/bundle-report-step';
import { ChooseStep } from './components/choose-step';
import classes from './components/data-import.module.css';
import { ImportHistory } from './components/import-history';
import { ImportSteps, type StepIndex } from './components/import-steps';
import { LoadingStep } from './components/loading-step';
import { NoPermission } from './components/no-permission';
import { ReportStep } from './components/report-step';
import { StorageEngineLine } from './components/storage-engine-line';
import { useCanImport } from './hooks/use-can-import';
import { type ImportFlow, type ImportStep, useImportFlow } from './hooks/use-import-flow';

function stepIndex(state: ImportStep): StepIndex {
  if (state.step === 'choose') return 0;
  if (state.step === 'report' || state.step === 'bundle-report') return 1;
  return state.finished ? 3 : 2;
}

function CurrentStep({ flow, phone }: { flow: ImportFlow; phone: boolean }) {
  const { state } = flow;
  if (state.step === 'report') return <ReportStep flow={flow} upload={state.upload} />;
  if (state.step === 'bundle-report') return <BundleReportStep flow={flow} bundle={state.bundle} />;
  if (state.step === 'loading') {
    return (
      <LoadingStep
        key={state.job.jobId}
        started={state.job}
        fileCount={state.fileCount}
        onFinished={flow.markFinished}
        onAnother={flow.startOver}
      />
    );
  }
  return <ChooseStep flow={flow} phone={phone} />;
}

/**
 * When the step changes, its top comes into view and takes the focus, so that a keyboard or
 * screen-reader user continues where the new content starts (not on a button that is gone).
 */
function useFocusOnStep(step: ImportStep['step']) {
  const section = useRef<HTMLElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const element = section.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
  }, [step]);
  return section;
}

function ImportScreen() {
  const flow = useImportFlow();
  const phone = usePhone();
  const section = useFocusOnStep(flow.state.step);
  return (
    <Stack gap="xl">
      <Paper
        ref={section}
        tabIndex={-1}
        withBorder
        radius="md"
        p={phone ? 'sm' : 'md'}
        component="section"
        aria-label="New import"
        className={classes.stepBox}
      >
        <Stack gap="lg">
          <ImportSteps active={stepIndex(flow.state)} phone={phone} />
          <CurrentStep flow={flow} phone={phone} />
        </Stack>
      </Paper>
      <ImportHistory phone={phone} />
      <StorageEngineLine />
    </Stack>
  );
}

export function DataImportPage() {
  return useCanImport() ? <ImportScreen /> : <NoPermission />;
}
