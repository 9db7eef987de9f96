/**
 * The checklist list's call and dates. Its view in the address (`?keyword=…&page=…`), its paging
 * and the numbering of its rows are those of every list (components/admin-list/list-view).
 */
import { CHECKLIST_PAGE_SIZE } from '@outlet-pulse/contracts';
import { type ListView, listQueryString } from '../../components/record-list/list-view';

/** The query of `GET checklist_report/documents`: page, limit and keyword, always all three. */
export function checklistListQuery(view: ListView, limit = CHECKLIST_PAGE_SIZE): string {
  return listQueryString(view, limit);
}

/** The day a checklist was done, YYYY-MM-DD; a value that carries a time keeps only its day. */
export function checkedOnDay(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(value.trim());
  return match?.[1] ?? value;
}
