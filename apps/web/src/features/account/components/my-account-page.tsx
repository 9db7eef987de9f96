/**
 * My Account (§2.6): the signed-in employee's personal information with the 'Data Account' and
 * 'Bank Account' accordions (the account number masked until its owner shows it), a 'Change
 * Password' tab that really changes the password, the user's shared links with a way to revoke
 * each, the user's second factor (issue 17), and the start page after signing in (issue 26).
 */
import { Accordion, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { EmployeeInfo, Session } from '@outlet-pulse/contracts';
import { SessionAvatar } from '../../../components/session-avatar';
import { type DateFormats, useDates } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { BankAccountNumber } from './bank-account-number';
import { ChangePasswordForm } from './change-password-form';
import { type Detail, DetailList } from './detail-list';
import { SecondFactorPanel } from './second-factor-panel';
import { SharedLinksPanel } from './shared-links-panel';
import { StartPagePanel } from './start-page-panel';

const joined = (...parts: (string | null | undefined)[]): string | null => {
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length > 0 ? present.join(' - ') : null;
};

/** A day the employee record may lack: null stays null (the list shows '-'). */
const dayOrNull = (date: DateFormats['date'], value: string | null) =>
  value === null ? null : date(value);

function contractPeriod(employee: EmployeeInfo, date: DateFormats['date']): string | null {
  const start = dayOrNull(date, employee.contractStart);
  const end = dayOrNull(date, employee.contractEnd);
  return start && end ? `${start} to ${end}` : (start ?? end);
}

function personalDetails(session: Session, date: DateFormats['date']): Detail[] {
  const employee = session.employee_info;
  return [
    { label: 'Employee ID', value: employee.employeeID },
    { label: 'Hired date', value: dayOrNull(date, employee.hiredDate) },
    { label: 'Status', value: employee.jobStatusName },
    { label: 'Grade', value: joined(employee.grade.idGrade, employee.grade.GradeName) },
    { label: 'Level', value: employee.levelName },
    { label: 'Contract period', value: contractPeriod(employee, date) },
    { label: 'Office mail', value: employee.officeMail },
    { label: 'User login', value: session.userName },
    { label: 'Reason update', value: employee.reasonUpdate },
  ];
}

function accountDetails(employee: EmployeeInfo): Detail[] {
  return [
    {
      label: 'Job title',
      value: joined(employee.jobtitle.idJobTitle, employee.jobtitle.jobTitleName),
    },
    { label: 'Active branch', value: joined(employee.idActiveBranch, employee.branch?.branchName) },
    { label: 'Division', value: employee.division },
    { label: 'Department', value: employee.department.departmentName },
    { label: 'Direct superior', value: employee.directSuperior },
    { label: 'Indirect superior', value: employee.indirectSuperior },
    { label: 'Structural superior', value: employee.structuralSuperior },
    { label: 'Office phone', value: employee.OfficePhone },
  ];
}

function bankDetails(employee: EmployeeInfo, session: Session): Detail[] {
  return [
    { label: 'Bank name', value: employee.bankName },
    { label: 'Account name', value: employee.bankAccountName },
    // Masked to its last four digits; its owner may show it in full (issue 25).
    { label: 'Account number', value: <BankAccountNumber session={session} /> },
  ];
}

export function MyAccountPage() {
  const session = useSession();
  const { date } = useDates();
  if (!session) return null;
  const employee = session.employee_info;
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group gap="md" wrap="nowrap">
          <SessionAvatar session={session} size={64} />
          <Stack gap={2} miw={0}>
            <Title order={2} size="h4">
              {session.name}
            </Title>
            <Text size="sm" c="dimmed">
              {employee.jobtitle.jobTitleName} · {employee.company_structure.structureName}
            </Text>
            <Text size="sm" c="dimmed">
              {session.roleName}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        <Tabs defaultValue="personal" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="personal">Personal Information</Tabs.Tab>
            <Tabs.Tab value="password">Change Password</Tabs.Tab>
            <Tabs.Tab value="links">Shared links</Tabs.Tab>
            <Tabs.Tab value="second-factor">Second factor</Tabs.Tab>
            <Tabs.Tab value="start-page">Start page</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="personal">
            <Stack gap="lg">
              <DetailList details={personalDetails(session, date)} />
              <Accordion variant="separated" multiple>
                {[
                  { value: 'data-account', title: 'Data Account', details: accountDetails },
                  { value: 'bank-account', title: 'Bank Account', details: bankDetails },
                ].map(({ value, title, details }) => (
                  <Accordion.Item key={value} value={value}>
                    <Accordion.Control>{title}</Accordion.Control>
                    <Accordion.Panel>
                      <DetailList details={details(employee, session)} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="password">
            <ChangePasswordForm session={session} />
          </Tabs.Panel>
          <Tabs.Panel value="links">
            <SharedLinksPanel />
          </Tabs.Panel>
          <Tabs.Panel value="second-factor">
            <SecondFactorPanel />
          </Tabs.Panel>
          <Tabs.Panel value="start-page">
            <StartPagePanel />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
