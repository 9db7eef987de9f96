/** A code list as its screen and its form name it, from the contracts' words for it. */
import { CODE_LISTS, type CodeListKind } from '@outlet-pulse/contracts';
import { masterKind } from '../master-kind';
import type { CodeListRow } from './code-list-form';

export function codeListKind(kind: CodeListKind) {
  const { title, one, many, codeLabel, nameLabel } = CODE_LISTS[kind];
  return masterKind<CodeListRow>(
    { title, one, many },
    { field: 'code', label: codeLabel },
    { field: 'name', label: nameLabel },
  );
}
