/**
 * My Account's 'Second factor' (issue 17): where it stands (on since when, recovery codes left,
 * whether the role requires it), and the changes: turn it on (a QR code and key, then the app's
 * first code and the password, then ten recovery codes shown once), turn it off (a code and the
 * password; not offered where the role requires it, which it says instead), and a new set of
 * recovery codes (a code, then the set shown once). Each view takes the keyboard to its heading.
 */
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  SECOND_FACTOR,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorStatus,
} from '@outlet-pulse/contracts';
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { reportFailure } from '../../../components/record-list/report-failure';
import { AuthenticatorSetup } from '../../../components/second-factor/authenticator-setup';
import { RecoveryCodes } from '../../../components/second-factor/recovery-codes';
import { useDates } from '../../../lib/dates';
import { confirmAction, toast } from '../../../lib/notices';
import { normaliseCode, refusedSecondFactorField } from '../../../lib/second-factor';
import { useSession } from '../../../lib/session';
import {
  useConfirmSecondFactor,
  useDisableSecondFactor,
  useNewRecoveryCodes,
  useSecondFactorStatus,
  useStartSecondFactorSetup,
} from '../api/second-factor';
import { DetailList } from './detail-list';
import { SecondFactorFields, useSecondFactorForm } from './second-factor-fields';

export const SECOND_FACTOR_TEXT = {
  turnedOn: 'Second factor turned on',
  turnedOff: 'Second factor turned off',
  newCodes: 'New recovery codes made',
  turnOffQuestion: 'Are you sure want to turn off your second factor?',
  newCodesQuestion: 'Are you sure want to make new recovery codes?',
} as const;

/** Few enough recovery codes left to suggest a new set. */
const FEW_CODES_LEFT = 3;

type View =
  | { kind: 'status' }
  | { kind: 'setting-up'; secret: string; otpauthUri: string }
  | { kind: 'turning-off' }
  | { kind: 'renewing' }
  | { kind: 'codes'; codes: string[] };

/** A view's heading, which takes the keyboard when the view replaces another. */
function ViewHeading({ children, focus }: { children: string; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <Title ref={heading} order={3} size="h5" tabIndex={-1} style={{ outlineOffset: 2 }}>
      {children}
    </Title>
  );
}

export function SecondFactorPanel() {
  const status = useSecondFactorStatus();
  const [view, setView] = useState<View>({ kind: 'status' });
  // The first view shows with the tab and leaves the keyboard on it; later ones take it.
  const [moved, setMoved] = useState(false);
  const show = (next: View) => {
    setMoved(true);
    setView(next);
  };
  const backToStatus = () => show({ kind: 'status' });
  return (
    <Stack gap="md" maw={560}>
      <Text size="sm" c="dimmed">
        A second factor asks, after your password, for a {SECOND_FACTOR.digits}-digit code from an
        authenticator app on your phone, so that your password alone does not open your account.
      </Text>
      <QueryState query={status} loadingLabel="Loading your second factor" loadingHeight={120}>
        {(current) => {
          switch (view.kind) {
            case 'status':
              return <StatusView status={current} focus={moved} onShow={show} />;
            case 'setting-up':
              return <SetUpView setup={view} onCancel={backToStatus} onShow={show} />;
            case 'turning-off':
            case 'renewing':
              return <ChangeView kind={view.kind} onCancel={backToStatus} onShow={show} />;
            case 'codes':
              return <CodesView codes={view.codes} onSaved={backToStatus} />;
          }
        }}
      </QueryState>
    </Stack>
  );
}

function StatusView({
  status,
  focus,
  onShow,
}: {
  status: SecondFactorStatus;
  focus: boolean;
  onShow: (view: View) => void;
}) {
  const start = useStartSecondFactorSetup();
  const { dateTime } = useDates();
  const turnOn = () =>
    start.mutate(undefined, {
      onSuccess: (setup) => onShow({ kind: 'setting-up', ...setup }),
      onError: (error) => reportFailure('The set-up did not start', error),
    });
  const left = status.recoveryCodesLeft;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <ViewHeading focus={focus}>Your second factor</ViewHeading>
        <Badge color={status.enabled ? 'teal' : 'gray'} variant="light">
          {status.enabled ? 'On' : 'Off'}
        </Badge>
        {status.required && (
          <Badge color="blue" variant="light">
            Required for your role
          </Badge>
        )}
      </Group>
      {status.enabled ? (
        <>
          <DetailList
            details={[
              {
                label: 'On since',
                value: status.enabledAt ? dateTime(status.enabledAt) : null,
              },
              {
                label: 'Recovery codes left',
                value: `${left} of ${SECOND_FACTOR.recoveryCodes}`,
              },
            ]}
          />
          {left <= FEW_CODES_LEFT && (
            <Alert color="orange" variant="light">
              {left === 0 ? 'No recovery codes are left' : `Only ${left} recovery codes are left`}:
              make a new set, so that a lost phone does not lock you out.
            </Alert>
          )}
          <Group gap="xs">
            <Button variant="light" onClick={() => onShow({ kind: 'renewing' })}>
              New recovery codes
            </Button>
            {!status.required && (
              <Button variant="light" color="red" onClick={() => onShow({ kind: 'turning-off' })}>
                Turn off
              </Button>
            )}
          </Group>
          {status.required && (
            <Text size="sm" c="dimmed">
              {SECOND_FACTOR_MESSAGES.requiredForRole}
            </Text>
          )}
        </>
      ) : (
        <>
          {status.required && (
            <Alert color="orange" variant="light">
              Your role requires a second factor: turn it on now, or your next sign-in asks you to.
            </Alert>
          )}
          <Group>
            <Button onClick={turnOn} loading={start.isPending}>
              Turn on
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

function SetUpView({
  setup,
  onCancel,
  onShow,
}: {
  setup: { secret: string; otpauthUri: string };
  onCancel: () => void;
  onShow: (view: View) => void;
}) {
  const session = useSession();
  const confirm = useConfirmSecondFactor();
  const { form, showRefusal } = useSecondFactorForm();
  const submit = form.handleSubmit(({ code, password }) =>
    confirm.mutate(
      { code: normaliseCode(code), password },
      {
        onSuccess: ({ recoveryCodes }) => {
          toast('success', SECOND_FACTOR_TEXT.turnedOn, undefined, { service: true });
          onShow({ kind: 'codes', codes: recoveryCodes });
        },
        onError: (error) => {
          const refusal = refusedSecondFactorField(error, ['code', 'password']);
          if (refusal) return showRefusal(refusal);
          reportFailure('The second factor was not turned on', error);
        },
      },
    ),
  );
  return (
    <Stack gap="md">
      <ViewHeading focus>Turn on the second factor</ViewHeading>
      <AuthenticatorSetup secret={setup.secret} otpauthUri={setup.otpauthUri} />
      <ChangeForm
        onSubmit={submit}
        submit={<SubmitButton pending={confirm.isPending}>Turn on</SubmitButton>}
        onCancel={onCancel}
      >
        <SecondFactorFields
          form={form}
          codeKind="app"
          codeDescription={`Then enter the ${SECOND_FACTOR.digits}-digit code the app shows.`}
          passwordFor={session?.userName ?? ''}
        />
      </ChangeForm>
    </Stack>
  );
}

function ChangeView({
  kind,
  onCancel,
  onShow,
}: {
  kind: 'turning-off' | 'renewing';
  onCancel: () => void;
  onShow: (view: View) => void;
}) {
  const session = useSession();
  const disable = useDisableSecondFactor();
  const renew = useNewRecoveryCodes();
  const { form, showRefusal } = useSecondFactorForm();
  const turningOff = kind === 'turning-off';
  const onError = (failedTitle: string) => (error: Error) => {
    const refusal = refusedSecondFactorField(error, turningOff ? ['code', 'password'] : ['code']);
    if (refusal) return showRefusal(refusal);
    reportFailure(failedTitle, error);
  };
  const submit = form.handleSubmit(async ({ code, password }) => {
    const asked = await confirmAction(
      turningOff
        ? {
            title: SECOND_FACTOR_TEXT.turnOffQuestion,
            text: 'Signing in will ask for your password only, and your recovery codes stop working.',
            confirmLabel: 'Yes, turn it off!',
            confirmColor: 'red',
          }
        : {
            title: SECOND_FACTOR_TEXT.newCodesQuestion,
            text: 'The recovery codes you have now stop working.',
            confirmLabel: 'Yes, make them!',
          },
    );
    if (!asked) return;
    if (turningOff) {
      disable.mutate(
        { code: normaliseCode(code), password },
        {
          onSuccess: () => {
            toast('success', SECOND_FACTOR_TEXT.turnedOff, undefined, { service: true });
            onShow({ kind: 'status' });
          },
          onError: onError('The second factor was not turned off'),
        },
      );
    } else {
      renew.mutate(
        { code: normaliseCode(code) },
        {
          onSuccess: ({ recoveryCodes }) => {
            toast('success', SECOND_FACTOR_TEXT.newCodes, undefined, { service: true });
            onShow({ kind: 'codes', codes: recoveryCodes });
          },
          onError: onError('No new recovery codes were made'),
        },
      );
    }
  });
  return (
    <Stack gap="md">
      <ViewHeading focus>
        {turningOff ? 'Turn off the second factor' : 'Make new recovery codes'}
      </ViewHeading>
      <ChangeForm
        onSubmit={submit}
        submit={
          <SubmitButton
            pending={disable.isPending || renew.isPending}
            color={turningOff ? 'red' : undefined}
          >
            {turningOff ? 'Turn off' : 'Make new codes'}
          </SubmitButton>
        }
        onCancel={onCancel}
      >
        <SecondFactorFields
          form={form}
          codeKind="app-or-recovery"
          codeDescription={`The ${SECOND_FACTOR.digits}-digit code from your authenticator app, or a recovery code.`}
          passwordFor={turningOff ? (session?.userName ?? '') : undefined}
        />
      </ChangeForm>
    </Stack>
  );
}

function CodesView({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const session = useSession();
  return (
    <Stack gap="md">
      <ViewHeading focus>Save your recovery codes</ViewHeading>
      <RecoveryCodes codes={codes} userName={session?.userName ?? ''} onSaved={onSaved} />
    </Stack>
  );
}

function ChangeForm({
  onSubmit,
  submit,
  onCancel,
  children,
}: {
  onSubmit: ComponentProps<'form'>['onSubmit'];
  submit: ReactNode;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={420}>
        {children}
        <Group gap="xs">
          {submit}
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SubmitButton({
  pending,
  color,
  children,
}: {
  pending: boolean;
  color?: string | undefined;
  children: string;
}) {
  return (
    <Button type="submit" loading={pending} color={color}>
      {children}
    </Button>
  );
}
