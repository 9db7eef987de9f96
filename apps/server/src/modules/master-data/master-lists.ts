/**
 * The read-only master lists kept in `master_entries` (spec 001 §3.4 and §7): for each, the
 * path it answers at, the stored list it reads and the field names its rows carry on the wire
 * (named like the employee record of §3.1 where the spec shows them). Lists bound to a company
 * show only rows of companies the caller may see.
 */

export interface EntryListDefinition {
  /** Path under /api. */
  path: string;
  summary: string;
  /** The `list` column in master_entries. */
  list: string;
  codeField: string;
  nameField: string;
  /** The wire name of parent_code; `parent` in the query filters on it. */
  parentField?: string;
  /** The wire name of company_code, for lists whose rows belong to a company. */
  companyField?: string;
  /** Extra fields, stored as JSON in `attributes`. */
  attributes?: readonly string[];
}

export const ENTRY_LISTS: readonly EntryListDefinition[] = [
  {
    path: '/master/training',
    summary: 'Training programmes',
    list: 'training',
    codeField: 'idTraining',
    nameField: 'trainingName',
    attributes: ['category', 'hours'],
  },
  {
    path: '/master/training/training_batch',
    summary: 'Batches of a training (parent = idTraining)',
    list: 'training_batch',
    codeField: 'idBatch',
    nameField: 'batchName',
    parentField: 'idTraining',
    attributes: ['startDate', 'endDate'],
  },
  {
    path: '/master/employee_grade',
    summary: 'Employee grades',
    list: 'employee_grade',
    codeField: 'idGrade',
    nameField: 'GradeName',
    attributes: ['level'],
  },
  {
    path: '/master/department',
    summary: 'Departments (parent = idStructure)',
    list: 'department',
    codeField: 'idDepartment',
    nameField: 'departmentName',
    parentField: 'idStructure',
  },
  {
    path: '/master/department/listdepartment',
    summary: 'Departments, id and name only',
    list: 'department',
    codeField: 'idDepartment',
    nameField: 'departmentName',
  },
  {
    path: '/master/company_structure',
    summary: 'Company structures of the companies the caller may see (parent = company)',
    list: 'company_structure',
    codeField: 'idStructure',
    nameField: 'structureName',
    parentField: 'company',
    companyField: 'company',
  },
  {
    path: '/master/company_structure/listdivision',
    summary: 'Divisions',
    list: 'division',
    codeField: 'idDivision',
    nameField: 'divisionName',
  },
  {
    path: '/master/jobtitle',
    summary: 'Job titles (parent = idStructure)',
    list: 'job_title',
    codeField: 'idJobTitle',
    nameField: 'jobTitleName',
    parentField: 'idStructure',
  },
  {
    path: '/master/site',
    summary: 'Sites (offices and warehouses) of the companies the caller may see',
    list: 'site',
    codeField: 'idSite',
    nameField: 'siteName',
    companyField: 'company',
    attributes: ['city'],
  },
  {
    path: '/master/product',
    summary: 'Products (parent = idSubcategory)',
    list: 'product',
    codeField: 'idProduct',
    nameField: 'productName',
    parentField: 'idSubcategory',
    companyField: 'company',
    attributes: ['price'],
  },
  {
    path: '/master/launch/launch',
    summary: 'Product launches of the companies the caller may see',
    list: 'launch',
    codeField: 'idLaunch',
    nameField: 'launchName',
    companyField: 'company',
    attributes: ['launchDate'],
  },
  {
    path: '/master/maccount/listaccount',
    summary: 'Accounts of the chart of accounts',
    list: 'account',
    codeField: 'idAccount',
    nameField: 'accountName',
    attributes: ['accountType'],
  },
  {
    path: '/cluster/',
    summary: 'Outlet clusters',
    list: 'cluster',
    codeField: 'idCluster',
    nameField: 'clusterName',
    attributes: ['description'],
  },
  {
    path: '/payrolschema/',
    summary: 'Payroll schemas',
    list: 'payroll_schema',
    codeField: 'idSchema',
    nameField: 'schemaName',
    attributes: ['description'],
  },
  {
    path: '/hrd_salary_survey/master_education',
    summary: 'Levels of education',
    list: 'education',
    codeField: 'idEducation',
    nameField: 'educationName',
  },
  {
    path: '/destination/province',
    summary: 'Provinces',
    list: 'province',
    codeField: 'idProvince',
    nameField: 'provinceName',
  },
];

/** Lists read by a parent in the path rather than the query. */
export const CITY_LIST: EntryListDefinition = {
  path: '/destination/city/:id',
  summary: 'Cities of a province',
  list: 'city',
  codeField: 'idCity',
  nameField: 'cityName',
  parentField: 'idProvince',
};

export const DISTRICT_LIST: EntryListDefinition = {
  path: '/destination/district/:province/:city',
  summary: 'Districts of a city of a province',
  list: 'district',
  codeField: 'idDistrict',
  nameField: 'districtName',
  parentField: 'idCity',
};

export const GRADE_LIST = ENTRY_LISTS.find(
  (list) => list.list === 'employee_grade',
) as EntryListDefinition;
