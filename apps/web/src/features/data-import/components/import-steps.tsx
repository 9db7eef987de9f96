/** Where the flow is: choose a file, check it, load it. An indicator only, not a control. */
import { Stepper } from '@mantine/core';

export type StepIndex = 0 | 1 | 2 | 3;

export function ImportSteps({ active, phone }: { active: StepIndex; phone: boolean }) {
  return (
    <nav aria-label="Import steps">
      <Stepper active={active} size="sm" iconSize={phone ? 28 : 32} allowNextStepsSelect={false}>
        <Stepper.Step label="Choose" description={phone ? undefined : 'Kind and file'} />
        <Stepper.Step label="Check" description={phone ? undefined : 'Preview and problems'} />
        <Stepper.Step label="Load" description={phone ? undefined : 'Progress and result'} />
      </Stepper>
    </nav>
  );
}
