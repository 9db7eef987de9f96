/**
 * The user form's values, how a user fills them for editing, and how they become the body of
 * `POST user/create` or `PUT user/:id`, checked by the contracts' schemas so that the browser
 * shows the same messages the server would answer.
 */
import {
  type User,
  type UserCreate,
  type UserUpdate,
  userCreateSchema,
  userUpdateSchema,
} from '@outlet-pulse/contracts';
import type { FieldErrors } from '../../../components/admin-list/server-field-errors';
import { type Parsed, parseForm } from '../parse-form';

export interface UserFormValues {
  username: string;
  employeeID: string;
  role: string;
  allCompanies: boolean;
  companies: string[];
  /** Outlets of the chosen companies the user is limited to; none = every outlet. */
  outlets: string[];
  seesExcludedCompanies: boolean;
  isActive: boolean;
}

export const USER_FORM_FIELDS = [
  'username',
  'employeeID',
  'role',
  'allCompanies',
  'companies',
  'outlets',
  'seesExcludedCompanies',
  'isActive',
] as const satisfies readonly (keyof UserFormValues)[];

export type UserFormErrors = FieldErrors<keyof UserFormValues>;

export const NEW_USER_FORM: UserFormValues = {
  username: '',
  employeeID: '',
  role: '',
  allCompanies: false,
  companies: [],
  outlets: [],
  seesExcludedCompanies: false,
  isActive: true,
};

export function userFormValues(user: User): UserFormValues {
  return {
    username: user.username,
    employeeID: user.employeeID,
    role: user.role,
    allCompanies: user.allCompanies,
    companies: user.companies,
    outlets: user.outlets,
    seesExcludedCompanies: user.seesExcludedCompanies,
    isActive: user.isActive,
  };
}

/** What the user may see: with all companies, no company or outlet list limits them. */
function access(values: UserFormValues) {
  return {
    role: values.role,
    allCompanies: values.allCompanies,
    companies: values.allCompanies ? [] : values.companies,
    outlets: values.allCompanies ? [] : values.outlets,
    seesExcludedCompanies: values.seesExcludedCompanies,
    isActive: values.isActive,
  };
}

export type ParsedUser<Payload> = Parsed<Payload, keyof UserFormValues>;

export function parseNewUser(values: UserFormValues): ParsedUser<UserCreate> {
  const parsed = parseForm(
    userCreateSchema,
    { username: values.username, employeeID: values.employeeID, ...access(values) },
    USER_FORM_FIELDS,
  );
  if (parsed.ok) return parsed;
  // A missing username stops the create schema before its company check; the change schema
  // holds the same access rules, so every message shows at once.
  const accessCheck = parseUserChange(values);
  return { ok: false, errors: { ...(accessCheck.ok ? {} : accessCheck.errors), ...parsed.errors } };
}

/** The username and the employee never change, so they are not sent. */
export function parseUserChange(values: UserFormValues): ParsedUser<UserUpdate> {
  return parseForm(userUpdateSchema, access(values), USER_FORM_FIELDS);
}
