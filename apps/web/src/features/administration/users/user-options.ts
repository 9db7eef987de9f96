/**
 * The choices of the user form (employees, companies, outlets) as select options, and what the
 * users list says about a user's companies.
 */
import type { Branch, Employee, MasterRow, User } from '@outlet-pulse/contracts';

export interface Option {
  value: string;
  label: string;
}

export interface OptionGroup {
  group: string;
  items: Option[];
}

const ALL_COMPANIES = 'All companies';

export function employeeLabel(employee: Pick<Employee, 'employeeID' | 'name'>): string {
  return `${employee.name} · ${employee.employeeID}`;
}

/**
 * The employees a search found, with the one already chosen kept first: a new search must not
 * take the chosen employee out of the select while it is still the value.
 */
export function employeeOptions(found: readonly Employee[], chosen: Employee | null): Option[] {
  const rows =
    chosen && !found.some((row) => row.employeeID === chosen.employeeID)
      ? [chosen, ...found]
      : found;
  return rows.map((row) => ({ value: row.employeeID, label: employeeLabel(row) }));
}

export interface Company {
  code: string;
  name: string;
  /** Hidden from users unless they may see excluded companies. */
  excluded: boolean;
}

/**
 * A `master/company` row: master lists answer each list's own field names, so the row is read
 * field by field ('Y' is the spec's old spelling of an exclusion flag).
 */
export function companyFromRow(row: MasterRow): Company {
  return {
    code: String(row.company ?? ''),
    name: String(row.companyName ?? ''),
    excluded: row.excluded === true || row.excluded === 'Y',
  };
}

/** The companies to choose from; a chosen code the list does not hold stays, by its code. */
export function companyOptions(companies: readonly Company[], chosen: readonly string[]): Option[] {
  const options = companies.map((company) => ({
    value: company.code,
    label: `${company.code} · ${company.name}${company.excluded ? ' (excluded)' : ''}`,
  }));
  const known = new Set(options.map((option) => option.value));
  const unknown = chosen.filter((code) => !known.has(code));
  return [...options, ...unknown.map((code) => ({ value: code, label: code }))];
}

export interface CompanyOutlets {
  company: string;
  outlets: readonly Pick<Branch, 'idbranch' | 'branchName'>[];
}

/** The label of the group of chosen outlets that no loaded company offers (yet). */
export const OTHER_OUTLETS = 'Chosen earlier';

/**
 * The outlets to choose from, grouped by company. Chosen outlets that no loaded company offers
 * stay listed under their code, so that no choice disappears without the user seeing it.
 */
export function outletOptionGroups(
  loaded: readonly CompanyOutlets[],
  chosen: readonly string[],
): OptionGroup[] {
  const groups: OptionGroup[] = loaded
    .filter(({ outlets }) => outlets.length > 0)
    .map(({ company, outlets }) => ({
      group: company,
      items: outlets.map((outlet) => ({
        value: outlet.idbranch,
        label: `${outlet.branchName} · ${outlet.idbranch}`,
      })),
    }));
  const offered = new Set(groups.flatMap((group) => group.items.map((item) => item.value)));
  const others = chosen.filter((code) => !offered.has(code));
  if (others.length > 0) {
    groups.push({
      group: OTHER_OUTLETS,
      items: others.map((code) => ({ value: code, label: code })),
    });
  }
  return groups;
}

/**
 * The chosen outlets that still belong to the chosen companies. An outlet whose company is not
 * known (its company's outlets have not loaded) is kept; the server checks it on save.
 */
export function outletsWithinCompanies(
  outlets: readonly string[],
  companies: readonly string[],
  loaded: readonly CompanyOutlets[],
): string[] {
  const companyOf = new Map(
    loaded.flatMap(({ company, outlets: rows }) => rows.map((row) => [row.idbranch, company])),
  );
  return outlets.filter((outlet) => {
    const company = companyOf.get(outlet);
    return company === undefined || companies.includes(company);
  });
}

/** 'All companies', or the codes, with how many outlets limit them. */
export function companiesSummary(
  user: Pick<User, 'allCompanies' | 'companies' | 'outlets'>,
): string {
  if (user.allCompanies) return ALL_COMPANIES;
  const companies = user.companies.length > 0 ? user.companies.join(', ') : '—';
  const outlets = user.outlets.length;
  if (outlets === 0) return companies;
  return `${companies} · ${outlets} ${outlets === 1 ? 'outlet' : 'outlets'}`;
}
