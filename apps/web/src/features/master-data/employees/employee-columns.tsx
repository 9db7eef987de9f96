/**
 * What the employee list shows of each employee, in the table and on the phone cards. An active
 * employee without a user offers, to a user who manages users, the way to one: 'Give sign-in'
 * opens the User screen's new-user form with the employee chosen.
 */
import { Anchor, Badge, Text } from '@mantine/core';
import { ADMIN_PERMISSIONS, type Employee } from '@outlet-pulse/contracts';
import { Link } from 'react-router';
import type { RecordColumn } from '../../../components/record-list/record-list-types';
import { DateText } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { idAndNameColumns } from '../master-kind';
import { EMPLOYEE_KIND } from './employee-kind';

function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge size="sm" variant="light" color={active ? 'teal' : 'gray'} miw="max-content">
      {active ? 'ACTIVE' : 'INACTIVE'}
    </Badge>
  );
}

/** The user side of an employee: signs in already, can be given a sign-in, or neither. */
function SignIn({ employee }: { employee: Employee }) {
  const managesUsers = useSession()?.permissions.includes(ADMIN_PERMISSIONS.manageUsers) ?? false;
  if (employee.hasUser) return <Text size="sm">Has a user</Text>;
  if (!employee.isActive || !managesUsers)
    return (
      <Text size="sm" c="dimmed">
        No user
      </Text>
    );
  return (
    <Anchor
      component={Link}
      to={`/system/user?signInFor=${encodeURIComponent(employee.employeeID)}`}
      size="sm"
      aria-label={`Give sign-in to ${employee.name}`}
    >
      Give sign-in
    </Anchor>
  );
}

export const EMPLOYEE_COLUMNS: readonly RecordColumn<Employee>[] = [
  ...idAndNameColumns(EMPLOYEE_KIND),
  { header: 'Company', cell: (employee) => employee.company, nowrap: true },
  {
    header: 'Job title / department',
    cell: (employee) => `${employee.jobTitleName} · ${employee.departmentName}`,
  },
  {
    header: 'Hired',
    cell: (employee) => <DateText value={employee.hiredDate.slice(0, 10)} />,
    nowrap: true,
  },
  { header: 'Status', cell: (employee) => <StatusBadge active={employee.isActive} /> },
  { header: 'Sign-in', cell: (employee) => <SignIn employee={employee} />, nowrap: true },
];
