/** Every migration, in the order it is applied. Append; never edit one that has shipped. */
import { salesSchema } from './0001-sales-schema';
import { accessSchema } from './0002-access';
import { dateIndexes } from './0003-date-indexes';
import { changeVersions } from './0004-change-versions';
import { checklists } from './0005-checklists';
import { masterData } from './0006-master-data';
import { imports } from './0007-imports';
import { runningMonth } from './0008-running-month';
import { importState } from './0009-import-state';
import { masterLists } from './0010-master-lists';
import { employeeScreen } from './0011-employee-screen';
import { importActor } from './0012-import-actor';
import { importScope } from './0013-import-scope';
import { shareLinks } from './0014-share-links';
import { secondFactor } from './0015-second-factor';
import { checklistView } from './0016-checklist-view';
import { oneDatelast } from './0017-one-datelast';
import { todayPage } from './0018-today-page';
import { portalSettings } from './0019-portal-settings';
import type { Migration } from './migration';

export const migrations: readonly Migration[] = [
  salesSchema,
  accessSchema,
  dateIndexes,
  changeVersions,
  checklists,
  masterData,
  imports,
  runningMonth,
  importState,
  masterLists,
  employeeScreen,
  importActor,
  importScope,
  shareLinks,
  secondFactor,
  checklistView,
  oneDatelast,
  todayPage,
  portalSettings,
];
