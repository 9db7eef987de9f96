/**
 * What a user may see: all companies, or chosen companies, optionally narrowed to some of their
 * outlets, and whether companies excluded by default show too. Taking a company away takes its
 * outlets with it.
 */
import { MultiSelect, Stack } from '@mantine/core';
import { useCompanies } from '../api/get-companies';
import { useCompaniesOutlets } from '../api/get-outlets';
import type { UserFormErrors, UserFormValues } from '../user-form';
import { companyOptions, outletOptionGroups, outletsWithinCompanies } from '../user-options';
import { UserFlagSwitch } from './user-flag-switch';

type AccessValues = Pick<
  UserFormValues,
  'allCompanies' | 'companies' | 'outlets' | 'seesExcludedCompanies'
>;

interface CompanyAccessFieldsProps {
  values: AccessValues;
  errors: UserFormErrors;
  onChange: (change: Partial<AccessValues>) => void;
}

export function CompanyAccessFields({ values, errors, onChange }: CompanyAccessFieldsProps) {
  const companies = useCompanies(true);
  const outlets = useCompaniesOutlets(values.allCompanies ? [] : values.companies);
  const noCompanies = values.allCompanies || values.companies.length === 0;

  return (
    <Stack gap="sm">
      <UserFlagSwitch flag="allCompanies" checked={values.allCompanies} onChange={onChange} />
      <MultiSelect
        label="Companies"
        placeholder={values.allCompanies ? 'All companies' : 'Choose companies'}
        data={companyOptions(companies.data ?? [], values.companies)}
        value={values.allCompanies ? [] : values.companies}
        onChange={(chosen) =>
          onChange({
            companies: chosen,
            outlets: outletsWithinCompanies(values.outlets, chosen, outlets.loaded),
          })
        }
        disabled={values.allCompanies}
        searchable
        clearable
        nothingFoundMessage={
          companies.isError ? 'The companies could not be loaded' : 'No such company'
        }
        error={errors.companies}
      />
      <MultiSelect
        label="Outlets"
        placeholder={noCompanies ? 'Choose companies first' : 'Every outlet of these companies'}
        description="None chosen: every outlet of the chosen companies."
        data={outletOptionGroups(outlets.loaded, values.outlets)}
        value={values.allCompanies ? [] : values.outlets}
        onChange={(chosen) => onChange({ outlets: chosen })}
        disabled={noCompanies}
        searchable
        clearable
        limit={200}
        nothingFoundMessage={outlets.loading ? 'Loading outlets…' : 'No such outlet'}
        error={
          errors.outlets ??
          (outlets.failed ? 'The outlets of some companies could not be loaded' : undefined)
        }
      />
      <UserFlagSwitch
        flag="seesExcludedCompanies"
        checked={values.seesExcludedCompanies}
        onChange={onChange}
      />
    </Stack>
  );
}
