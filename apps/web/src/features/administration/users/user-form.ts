/**
 * The user form's values, how a user fills them for editing, and the zod schemas (for
 * zodResolver) that turn them into the body of `POST user/create` or `PUT user/:id`, built from
 * the contracts' schemas so that the browser shows the same messages the server would answer.
 */
import {
  type User,
  type UserCreate,
  type UserUpdate,
  userCreateSchema,
  userSettings,
  userUpdateSchema,
} from '@outlet-pulse/contracts';
import { z } from 'zod';
import type { FieldErrors } from '../../../components/record-list/server-field-errors';
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

/** A user's settings as the edit form starts from them: what the audit log keeps, too. */
export function userFormValues(user: User): UserFormValues {
  return userSettings(user);
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

const formValues = z.custom<UserFormValues>();

/** The username and the employee never change, so they are not sent. */
export const userChangeFormSchema: z.ZodType<UserUpdate, UserFormValues> = formValues
  .transform((values): unknown => access(values))
  .pipe(userUpdateSchema);

export const newUserFormSchema: z.ZodType<UserCreate, UserFormValues> = formValues.transform(
  (values, context) => {
    const created = userCreateSchema.safeParse({
      username: values.username,
      employeeID: values.employeeID,
      ...access(values),
    });
    if (created.success) return created.data;
    // A missing username stops the create schema before its company check; the change schema
    // holds the same access rules, so every message shows at once (the create schema's first).
    const accessCheck = userUpdateSchema.safeParse(access(values));
    const issues = [...created.error.issues, ...(accessCheck.error?.issues ?? [])];
    for (const { message, path } of issues) context.addIssue({ code: 'custom', message, path });
    return z.NEVER;
  },
);
