/**
 * The branch choice of the sub-branch form searches the server as the user types. The select
 * shows the chosen branch's label in the same box, so that text is not a search: the list
 * goes back to the first branches instead.
 */
import type { ChoiceOption } from '../../../components/record-list/choice-options';
import { normalizeKeyword } from '../../../components/record-list/list-view';

export function branchOption(branch: { idbranch: string; branchName: string }): ChoiceOption {
  return { value: branch.idbranch, label: `${branch.idbranch} · ${branch.branchName}` };
}

export function branchSearchKeyword(search: string, chosen: ChoiceOption | null): string {
  if (chosen !== null && search === chosen.label) return '';
  return normalizeKeyword(search);
}
