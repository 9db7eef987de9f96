/** The audit log's view in the address: `?page=&entity=&user=`. */
import { AUDIT_ENTITIES, type AuditEntity, MASTER_PAGE_SIZE } from '@outlet-pulse/contracts';
import {
  pagedQueryString,
  readPage,
  readText,
  writeViewParams,
} from '../../../components/record-list/list-view';
import type { ListViewCodec } from '../../../components/record-list/use-list-view';

export interface AuditListView {
  /** 1-based. */
  page: number;
  /** One entity; empty for all of them. */
  entity: AuditEntity | '';
  /** A username; empty for everyone. */
  user: string;
}

/** The longest username filter the server accepts (auditQuerySchema). */
const USER_MAX_LENGTH = 100;

function isAuditEntity(text: string): text is AuditEntity {
  return (AUDIT_ENTITIES as readonly string[]).includes(text);
}

export const auditListCodec: ListViewCodec<AuditListView> = {
  read: (params) => {
    const entity = params.get('entity') ?? '';
    return {
      page: readPage(params),
      // An entity the server does not know would be refused: the address reads as all of them.
      entity: isAuditEntity(entity) ? entity : '',
      user: readText(params, 'user', USER_MAX_LENGTH),
    };
  },
  write: (current, { page, entity, user }) => writeViewParams(current, page, { entity, user }),
};

/** The query of `GET audit/`. */
export function auditListQuery({ page, entity, user }: AuditListView): string {
  return pagedQueryString(page, MASTER_PAGE_SIZE, { entity, user });
}

export function isFiltered(view: AuditListView): boolean {
  return view.entity !== '' || view.user !== '';
}
