/**
 * The sign-in's steps after the password when the server asks for a second factor (loaded only
 * then, so the sign-in page's first chunk does not carry it): the code of the user's app or a
 * recovery code; or, for a role that requires a second factor and has none, the set-up of an
 * app and its first code, then the new recovery codes, shown once before the portal opens. A
 * wrong code shows under the field; an expired step goes back to the password with the reason.
 */
// The sheets of the components these steps show beyond the sign-in page's own (ownStyles).
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Code.layer.css';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  SECOND_FACTOR,
  type SecondFactorChallenge,
  type SecondFactorSignInRequest,
  type Session,
} from '@outlet-pulse/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { AuthenticatorSetup } from '../../../components/second-factor/authenticator-setup';
import { CodeInput } from '../../../components/second-factor/code-input';
import { RecoveryCodes } from '../../../components/second-factor/recovery-codes';
import { codeProblem, normaliseCode } from '../../../lib/second-factor';
import { useSignInWithCode } from '../api/second-factor-sign-in';
import {
  codeKindOf,
  codeRefusal,
  firstStep,
  nextStep,
  type SignInStep,
  type SignInStepEvent,
} from '../second-factor-steps';

interface SecondFactorSignInProps {
  challenge: SecondFactorChallenge;
  /** The code was right (and any new recovery codes saved): start the session. */
  onSignedIn: (session: Session) => void;
  /** Back to the password step, with why (an expired step), or none (the user went back). */
  onRestart: (message: string | null) => void;
}

function StepTitle({ children }: { children: string }) {
  return (
    <Stack gap={2} align="center">
      <Title order={1} size="h3" ta="center">
        {children}
      </Title>
      <Text c="dimmed" size="sm">
        Outlet Pulse
      </Text>
    </Stack>
  );
}

export function SecondFactorSignIn({ challenge, onSignedIn, onRestart }: SecondFactorSignInProps) {
  const [step, setStep] = useState<SignInStep>(() => firstStep(challenge));
  const advance = (event: SignInStepEvent) => {
    const next = nextStep(step, event);
    if (next.kind === 'done') onSignedIn(next.session);
    else setStep(next);
  };
  if (step.kind === 'done') return null;
  if (step.kind === 'recovery-codes') {
    return (
      <Stack gap="md">
        <StepTitle>Save your recovery codes</StepTitle>
        <Text size="sm">Your second factor is on.</Text>
        <RecoveryCodes
          codes={step.recoveryCodes}
          userName={step.session.userName}
          onSaved={() => advance({ type: 'codes-saved' })}
        />
      </Stack>
    );
  }
  return (
    <CodeStep
      step={step}
      onAccepted={(answer) => advance({ type: 'accepted', answer })}
      onSwitchCodeKind={() => advance({ type: 'switch-code-kind' })}
      onRestart={onRestart}
    />
  );
}

interface CodeStepProps {
  step: Extract<SignInStep, { kind: 'code' | 'enrol' }>;
  onAccepted: (answer: Session & { recoveryCodes?: string[] | undefined }) => void;
  onSwitchCodeKind: () => void;
  onRestart: (message: string | null) => void;
}

function CodeStep({ step, onAccepted, onSwitchCodeKind, onRestart }: CodeStepProps) {
  const signIn = useSignInWithCode();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const kind = codeKindOf(step);
  const recovery = kind === 'recovery';

  const refuse = (message: string) => {
    setFieldError(message);
    input.current?.focus();
    input.current?.select();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const problem = codeProblem(code, kind);
    if (problem) return refuse(problem);
    setFieldError(null);
    const request: SecondFactorSignInRequest = {
      challenge: step.challenge,
      code: normaliseCode(code),
    };
    signIn.mutate(request, {
      onSuccess: onAccepted,
      onError: (error) => {
        const refusal = codeRefusal(error);
        if (refusal.kind === 'restart') return onRestart(refusal.message);
        if (refusal.kind === 'field') return refuse(refusal.message);
        setAlert(refusal.message);
      },
    });
  };

  const switchCodeKind = () => {
    setCode('');
    setFieldError(null);
    onSwitchCodeKind();
  };

  const working = signIn.isPending || signIn.isSuccess;
  const enrolling = step.kind === 'enrol';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepTitle>{enrolling ? 'Set up two-step sign-in' : 'Two-step sign-in'}</StepTitle>
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        {enrolling && (
          <>
            <Text size="sm">
              Your role requires a second factor: after your password, a code from an app on your
              phone. Set it up now to continue.
            </Text>
            <AuthenticatorSetup secret={step.secret} otpauthUri={step.otpauthUri} />
          </>
        )}
        <CodeInput
          // A new field for the other kind of code, so that the keyboard moves to it.
          key={kind}
          ref={input}
          kind={kind}
          label={recovery ? 'Recovery code' : 'Authentication code'}
          description={
            recovery
              ? 'Enter one of the recovery codes you saved. Each works once.'
              : enrolling
                ? `Then enter the ${SECOND_FACTOR.digits}-digit code the app shows.`
                : `Enter the ${SECOND_FACTOR.digits}-digit code from your authenticator app.`
          }
          // The code step has nothing else to do; the set-up asks to scan first.
          autoFocus={!enrolling}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={fieldError}
        />
        <Button type="submit" fullWidth loading={working}>
          {enrolling ? 'Turn on and sign in' : 'Verify'}
        </Button>
        <Group justify={enrolling ? 'center' : 'space-between'} gap="xs">
          {!enrolling && (
            <Anchor component="button" type="button" size="sm" onClick={switchCodeKind}>
              {recovery ? 'Use the code from your app' : 'Use a recovery code'}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" onClick={() => onRestart(null)}>
            Back to sign in
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
