/**
 * Demo master data: regions over the demo outlets by city, contact details on each outlet,
 * sub-branches, the read-only master lists, and staff without a portal user (for the user
 * screen to give one). Runs after the sales data is loaded; running it again starts it over.
 */
import { type Insertable, type Kysely, sql } from 'kysely';
import { NO_EMPLOYEE_DETAILS } from '../../db/employee-details';
import type { DatabaseSchema, EmployeesTable, MasterEntriesTable } from '../../db/schema';
import { createRandom } from './random';

const REGIONS: { code: string; name: string; description: string; cities: string[] }[] = [
  { code: 'JKT', name: 'Jakarta', description: 'DKI Jakarta', cities: ['Jakarta'] },
  {
    code: 'JABODETABEK',
    name: 'Greater Jakarta',
    description: 'Bogor, Depok, Tangerang and Bekasi',
    cities: ['Bogor', 'Depok', 'Tangerang', 'Bekasi'],
  },
  {
    code: 'JABAR',
    name: 'West Java',
    description: 'West Java outside Greater Jakarta',
    cities: ['Bandung'],
  },
  {
    code: 'JATENG',
    name: 'Central Java',
    description: 'Central Java and Yogyakarta',
    cities: ['Semarang', 'Surakarta', 'Yogyakarta'],
  },
  { code: 'JATIM', name: 'East Java', description: 'East Java', cities: ['Surabaya', 'Malang'] },
  {
    code: 'BALINUSRA',
    name: 'Bali and Nusa Tenggara',
    description: 'Bali, West and East Nusa Tenggara',
    cities: ['Badung', 'Denpasar', 'Kupang'],
  },
  {
    code: 'SUMATERA',
    name: 'Sumatra',
    description: 'Sumatra and the Riau Islands',
    cities: ['Medan', 'Padang', 'Palembang', 'Pekanbaru', 'Batam'],
  },
  {
    code: 'KALSUL',
    name: 'Kalimantan and Sulawesi',
    description: 'Kalimantan and Sulawesi',
    cities: ['Balikpapan', 'Banjarmasin', 'Samarinda', 'Makassar', 'Manado'],
  },
];

type Entry = [
  code: string,
  name: string,
  extra?: Partial<Omit<Insertable<MasterEntriesTable>, 'list' | 'code' | 'name'>> & {
    attrs?: Record<string, string | number>;
  },
];

const LISTS: Record<string, Entry[]> = {
  training: [
    ['TR-SVC', 'Service Excellence', { attrs: { category: 'Soft skill', hours: 8 } }],
    ['TR-VM', 'Visual Merchandising Basics', { attrs: { category: 'Store operation', hours: 12 } }],
    [
      'TR-POS',
      'Point of Sale and Cash Handling',
      { attrs: { category: 'Store operation', hours: 6 } },
    ],
    ['TR-LEAD', 'Store Leadership', { attrs: { category: 'Leadership', hours: 16 } }],
    ['TR-K3', 'Workplace Safety (K3)', { attrs: { category: 'Compliance', hours: 4 } }],
  ],
  training_batch: [
    [
      'TR-SVC-2601',
      'Service Excellence, batch 2026-1',
      { parent_code: 'TR-SVC', attrs: { startDate: '2026-02-09', endDate: '2026-02-10' } },
    ],
    [
      'TR-SVC-2602',
      'Service Excellence, batch 2026-2',
      { parent_code: 'TR-SVC', attrs: { startDate: '2026-08-10', endDate: '2026-08-11' } },
    ],
    [
      'TR-VM-2601',
      'Visual Merchandising, batch 2026-1',
      { parent_code: 'TR-VM', attrs: { startDate: '2026-03-16', endDate: '2026-03-18' } },
    ],
    [
      'TR-LEAD-2601',
      'Store Leadership, batch 2026-1',
      { parent_code: 'TR-LEAD', attrs: { startDate: '2026-05-04', endDate: '2026-05-07' } },
    ],
  ],
  employee_grade: [
    ['G03', 'Staff', { attrs: { level: 'J' } }],
    ['G05', 'Senior Staff', { attrs: { level: 'J' } }],
    ['G07', 'Supervisor', { attrs: { level: 'M' } }],
    ['G09', 'Manager', { attrs: { level: 'M' } }],
    ['G11', 'Senior Manager', { attrs: { level: 'S' } }],
    ['G13', 'Director', { attrs: { level: 'S' } }],
  ],
  company_structure: [
    ['D01', 'Holding'],
    ['D02', 'Retail Operations'],
    ['D03', 'Merchandising'],
    ['D04', 'Finance and Accounting'],
    ['D05', 'Information Technology'],
    ['D06', 'Human Capital'],
  ],
  division: [
    ['DIV-CORP', 'Corporate'],
    ['DIV-RET', 'Retail'],
    ['DIV-MD', 'Merchandising'],
    ['DIV-FIN', 'Finance'],
    ['DIV-IT', 'Information Technology'],
    ['DIV-HC', 'Human Capital'],
  ],
  department: [
    ['DP01', 'Board of Directors', { parent_code: 'D01' }],
    ['DP02', 'Store Operations', { parent_code: 'D02' }],
    ['DP03', 'Area Management', { parent_code: 'D02' }],
    ['DP04', 'Buying', { parent_code: 'D03' }],
    ['DP05', 'Planning and Allocation', { parent_code: 'D03' }],
    ['DP06', 'Accounting', { parent_code: 'D04' }],
    ['DP07', 'Tax', { parent_code: 'D04' }],
    ['DP08', 'Infrastructure', { parent_code: 'D05' }],
    ['DP09', 'Applications', { parent_code: 'D05' }],
    ['DP10', 'Recruitment', { parent_code: 'D06' }],
  ],
  job_title: [
    ['JT01', 'Staff', { parent_code: 'D01' }],
    ['JT02', 'Store Manager', { parent_code: 'D02' }],
    ['JT03', 'Assistant Store Manager', { parent_code: 'D02' }],
    ['JT04', 'Area Manager', { parent_code: 'D02' }],
    ['JT05', 'Buyer', { parent_code: 'D03' }],
    ['JT06', 'Accountant', { parent_code: 'D04' }],
    ['JT07', 'IT Support Engineer', { parent_code: 'D05' }],
    ['JT08', 'Recruiter', { parent_code: 'D06' }],
  ],
  account: [
    ['1101', 'Cash on Hand', { attrs: { accountType: 'Asset' } }],
    ['1102', 'Cash in Bank', { attrs: { accountType: 'Asset' } }],
    ['1301', 'Merchandise Inventory', { attrs: { accountType: 'Asset' } }],
    ['2101', 'Accounts Payable', { attrs: { accountType: 'Liability' } }],
    ['4101', 'Sales Revenue', { attrs: { accountType: 'Revenue' } }],
    ['4201', 'Sales Discounts', { attrs: { accountType: 'Revenue' } }],
    ['5101', 'Cost of Goods Sold', { attrs: { accountType: 'Expense' } }],
    ['6101', 'Rent Expense', { attrs: { accountType: 'Expense' } }],
    ['6201', 'Salaries and Wages', { attrs: { accountType: 'Expense' } }],
  ],
  cluster: [
    ['A', 'Cluster A', { attrs: { description: 'Flagship malls, the highest traffic' } }],
    ['B', 'Cluster B', { attrs: { description: 'Regional malls' } }],
    ['C', 'Cluster C', { attrs: { description: 'Smaller cities and outlets' } }],
  ],
  payroll_schema: [
    ['PS-HO', 'Head office', { attrs: { description: 'Monthly salary, paid on the 25th' } }],
    ['PS-STORE', 'Store staff', { attrs: { description: 'Monthly salary plus sales incentive' } }],
    ['PS-PART', 'Part-time', { attrs: { description: 'Hourly, paid every two weeks' } }],
  ],
  education: [
    ['SMA', 'Senior High School (SMA/SMK)'],
    ['D3', 'Diploma (D3)'],
    ['S1', "Bachelor's degree (S1)"],
    ['S2', "Master's degree (S2)"],
  ],
  province: [
    ['31', 'DKI Jakarta'],
    ['32', 'Jawa Barat'],
    ['35', 'Jawa Timur'],
    ['51', 'Bali'],
  ],
  city: [
    ['3171', 'Jakarta Selatan', { parent_code: '31' }],
    ['3173', 'Jakarta Pusat', { parent_code: '31' }],
    ['3273', 'Kota Bandung', { parent_code: '32' }],
    ['3578', 'Kota Surabaya', { parent_code: '35' }],
    ['5171', 'Kota Denpasar', { parent_code: '51' }],
  ],
  district: [
    ['317101', 'Kebayoran Baru', { parent_code: '3171' }],
    ['317102', 'Setiabudi', { parent_code: '3171' }],
    ['317301', 'Menteng', { parent_code: '3173' }],
    ['327301', 'Coblong', { parent_code: '3273' }],
    ['357801', 'Tegalsari', { parent_code: '3578' }],
    ['517101', 'Denpasar Selatan', { parent_code: '5171' }],
  ],
};

const FIRST_NAMES = [
  'Ayu',
  'Bagus',
  'Citra',
  'Dimas',
  'Eka',
  'Fajar',
  'Gita',
  'Hendra',
  'Indah',
  'Joko',
  'Kartika',
  'Lukman',
  'Maya',
  'Nanda',
  'Oki',
  'Putri',
  'Rizky',
  'Sari',
  'Teguh',
  'Wulan',
];
const LAST_NAMES = [
  'Pratama',
  'Saputra',
  'Wijaya',
  'Lestari',
  'Hidayat',
  'Kusuma',
  'Santoso',
  'Nugroho',
  'Purnama',
  'Halim',
];

export interface DemoMasterSummary {
  regions: number;
  subBranches: number;
  entries: number;
  staff: number;
}

export async function seedDemoMasterData(
  db: Kysely<DatabaseSchema>,
  options: { seed: number },
): Promise<DemoMasterSummary> {
  const random = createRandom(options.seed, 'master-data');
  const companies = await db
    .selectFrom('companies')
    .select(['code', 'name'])
    .orderBy('code')
    .execute();
  const outlets = await db
    .selectFrom('outlets')
    .select(['id', 'name', 'city', 'company_code', 'type_code'])
    .orderBy('id')
    .execute();

  const brandEntries: [string, Entry[]][] = [
    [
      'site',
      companies.flatMap((company): Entry[] => [
        [
          `${company.code}-HO`,
          `${company.name} head office`,
          { company_code: company.code, attrs: { city: 'Jakarta' } },
        ],
        [
          `${company.code}-WH`,
          `${company.name} warehouse`,
          { company_code: company.code, attrs: { city: 'Cikarang' } },
        ],
      ]),
    ],
    [
      'product',
      companies.slice(0, 6).flatMap((company): Entry[] =>
        (['TOPS', 'BOTTOMS', 'FOOTWEAR'] as const).map((category, index) => [
          `${company.code}-P${index + 1}`,
          `${company.name} ${category.toLowerCase()} essentials`,
          {
            company_code: company.code,
            parent_code: category,
            attrs: { price: 149_000 + index * 100_000 },
          },
        ]),
      ),
    ],
    [
      'launch',
      companies
        .slice(0, 6)
        .map(
          (company, index): Entry => [
            `${company.code}-L26`,
            `${company.name} 2026 collection`,
            { company_code: company.code, attrs: { launchDate: `2026-0${(index % 9) + 1}-15` } },
          ],
        ),
    ],
  ];

  const entries = [...Object.entries(LISTS), ...brandEntries].flatMap(([list, rows]) =>
    rows.map(([code, name, extra], index) => ({
      list,
      code,
      name,
      parent_code: extra?.parent_code ?? null,
      company_code: extra?.company_code ?? null,
      attributes: extra?.attrs ? JSON.stringify(extra.attrs) : null,
      sort_order: index,
    })),
  );

  const storeOutlets = outlets.filter((outlet) => outlet.type_code === 'STORES');
  const subBranches = storeOutlets.slice(0, 24).flatMap((outlet, index) => [
    {
      id: `${outlet.id}-A`,
      outlet_id: outlet.id,
      name: `${outlet.name} main floor`,
      description: 'Sales floor and fitting rooms',
    },
    ...(index % 3 === 0
      ? [
          {
            id: `${outlet.id}-S`,
            outlet_id: outlet.id,
            name: `${outlet.name} stockroom`,
            description: 'Back-of-house stock',
          },
        ]
      : []),
  ]);

  const staff: EmployeesTable[] = Array.from({ length: 24 }, (_, index) => {
    const name = `${FIRST_NAMES[index % FIRST_NAMES.length]} ${random.pick(LAST_NAMES)}`;
    const company = companies[index % Math.min(companies.length, 6)]?.code ?? 'KCG';
    const outlet = storeOutlets.find((candidate) => candidate.company_code === company);
    return {
      employee_id: String(30001 + index),
      name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@kcg.example`,
      is_active: index % 11 !== 10,
      hired_date: `20${String(18 + (index % 8)).padStart(2, '0')}-0${(index % 9) + 1}-01`,
      job_status: index % 4 === 0 ? 'C' : 'P',
      level: 'J',
      grade_id: 'G03',
      grade_name: 'Staff',
      id_active_branch: outlet?.id ?? null,
      site_id: `${company}-HO`,
      structure_id: 'D02',
      structure_name: 'Retail Operations',
      structure_company: company,
      department_id: 'DP02',
      department_name: 'Store Operations',
      division: 'Retail',
      job_title_id: index % 5 === 0 ? 'JT02' : 'JT03',
      job_title_name: index % 5 === 0 ? 'Store Manager' : 'Assistant Store Manager',
      ...NO_EMPLOYEE_DETAILS,
    };
  });

  await db.transaction().execute(async (transaction) => {
    await transaction.deleteFrom('master_entries').execute();
    await transaction.deleteFrom('subbranches').execute();
    await transaction.deleteFrom('regions').execute();
    await transaction
      .insertInto('regions')
      .values(REGIONS.map(({ code, name, description }) => ({ code, name, description })))
      .execute();
    for (const region of REGIONS) {
      await transaction
        .updateTable('outlets')
        .set({ region_code: region.code })
        .where('city', 'in', region.cities)
        .execute();
    }
    await sql`UPDATE outlets
      SET description = name || ', ' || city, email = lower(id) || '@stores.kcg.example'`.execute(
      transaction,
    );
    if (entries.length > 0)
      await transaction.insertInto('master_entries').values(entries).execute();
    if (subBranches.length > 0)
      await transaction.insertInto('subbranches').values(subBranches).execute();
    const existing = new Set(
      (await transaction.selectFrom('employees').select('employee_id').execute()).map(
        (row) => row.employee_id,
      ),
    );
    const newStaff = staff.filter((employee) => !existing.has(employee.employee_id));
    if (newStaff.length > 0) await transaction.insertInto('employees').values(newStaff).execute();
  });
  return {
    regions: REGIONS.length,
    subBranches: subBranches.length,
    entries: entries.length,
    staff: staff.length,
  };
}
