/** The users list's view in the address: `?page=&keyword=&role=`. */
import { MASTER_PAGE_SIZE } from '@outlet-pulse/contracts';
import {
  KEYWORD_MAX_LENGTH,
  listQueryString,
  readPage,
  readText,
  writeViewParams,
} from '../../../components/record-list/list-view';
import type { ListViewCodec } from '../../../components/record-list/use-list-view';

export interface UserListView {
  /** 1-based. */
  page: number;
  /** Over username, name and employee ID; trimmed, empty for no search. */
  keyword: string;
  /** A role code; empty for every role. */
  role: string;
}

/** The longest role code the server accepts (userListQuerySchema). */
const ROLE_MAX_LENGTH = 40;

export const userListCodec: ListViewCodec<UserListView> = {
  read: (params: URLSearchParams): UserListView => ({
    page: readPage(params),
    keyword: readText(params, 'keyword', KEYWORD_MAX_LENGTH),
    role: readText(params, 'role', ROLE_MAX_LENGTH),
  }),
  write: (current: URLSearchParams, { page, keyword, role }: UserListView) =>
    writeViewParams(current, page, { keyword, role }),
};

/** The query of `GET user/`. */
export function userListQuery({ page, keyword, role }: UserListView): string {
  return listQueryString({ page, keyword }, MASTER_PAGE_SIZE, { role });
}

export function isFiltered(view: UserListView): boolean {
  return view.keyword !== '' || view.role !== '';
}
