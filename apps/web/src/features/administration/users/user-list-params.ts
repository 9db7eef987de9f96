/** The users list's view in the address: `?page=&keyword=&role=`. */
import type { ListViewCodec } from '../hooks/use-list-view';
import { listQueryString, readPage, readText, writeViewParams } from '../list-view-params';

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
    keyword: readText(params, 'keyword', 100),
    role: readText(params, 'role', ROLE_MAX_LENGTH),
  }),
  write: (current: URLSearchParams, { page, keyword, role }: UserListView) =>
    writeViewParams(current, page, { keyword, role }),
};

/** The query of `GET user/`. */
export function userListQuery({ page, keyword, role }: UserListView): string {
  return listQueryString(page, { keyword, role });
}

export function isFiltered(view: UserListView): boolean {
  return view.keyword !== '' || view.role !== '';
}
