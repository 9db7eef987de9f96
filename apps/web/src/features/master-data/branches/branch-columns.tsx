/** What the branch list shows of each branch, in the table and on the phone cards. */
import { Badge } from '@mantine/core';
import { BRANCH_STATUS, type Branch, MISSING } from '@outlet-pulse/contracts';
import type { RecordColumn } from '../../../components/record-list/record-list-types';
import { DateText } from '../../../lib/dates';
import { idAndNameColumns } from '../master-kind';
import classes from './branch-columns.module.css';
import { BRANCH_KIND } from './branch-kind';

/** ACTIVE, or CLOSED when deactivated or past its close date (spec 001 §3.4). */
function StatusBadge({ status }: { status: Branch['active'] }) {
  return (
    <Badge
      size="sm"
      variant="light"
      color={status === BRANCH_STATUS.active ? 'teal' : 'gray'}
      // A badge cuts its text to fit; in a crowded table row the status must stay whole.
      miw="max-content"
    >
      {status}
    </Badge>
  );
}

/** The open date, and under it the close date when there is one. */
function BranchDates({ branch }: { branch: Branch }) {
  return (
    <span className={classes.dates}>
      <span>
        <DateText value={branch.openDate.slice(0, 10)} />
      </span>
      {branch.closeDate !== null && (
        <span>
          – <DateText value={branch.closeDate.slice(0, 10)} />
        </span>
      )}
    </span>
  );
}

export const BRANCH_COLUMNS: readonly RecordColumn<Branch>[] = [
  ...idAndNameColumns(BRANCH_KIND),
  { header: 'Company', cell: (branch) => branch.companyName || branch.company },
  // Two short codes side by side keep the table narrow enough to show whole beside the menu.
  { header: 'Type / Group', cell: (branch) => `${branch.type} / ${branch.group}`, nowrap: true },
  { header: 'City', cell: (branch) => branch.city },
  { header: 'Region', cell: (branch) => branch.region ?? MISSING, nowrap: true },
  { header: 'Open – close', cell: (branch) => <BranchDates branch={branch} /> },
  { header: 'Status', cell: (branch) => <StatusBadge status={branch.active} /> },
];
