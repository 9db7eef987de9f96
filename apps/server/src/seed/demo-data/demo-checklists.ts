/**
 * Demo store checklists: two formats of weighted questions, and for a sample of the open
 * outlets one checklist a month for the last three months, with flags, remarks and photos.
 * Deterministic for a seed. Replaces any checklists (and their report links) already there.
 */

import type { Insertable, Kysely } from 'kysely';
import type {
  ChecklistDocumentsTable,
  ChecklistLinesTable,
  ChecklistPhotosTable,
  DatabaseSchema,
} from '../../db/schema';
import { fromDayNumber, toDayNumber } from '../../lib/business-date';
import { flagOf, scoreOf } from '../../modules/checklists/report-totals';
import { createRandom, drawCumulative, type Random } from './random';

interface QuestionSeed {
  category: string;
  subcategory: string;
  question: string;
  weight: number;
}

const FORMATS: { name: string; department: string; questions: QuestionSeed[] }[] = [
  {
    name: 'Store Opening Checklist',
    department: 'Store Operations',
    questions: [
      {
        category: 'Front of Store',
        subcategory: 'Facade',
        question: 'Signage lit and clean',
        weight: 3,
      },
      {
        category: 'Front of Store',
        subcategory: 'Facade',
        question: 'Entrance glass free of smudges',
        weight: 2,
      },
      {
        category: 'Front of Store',
        subcategory: 'Window',
        question: 'Window display matches the current campaign',
        weight: 4,
      },
      {
        category: 'Sales Floor',
        subcategory: 'Cleanliness',
        question: 'Floor swept and mopped before opening',
        weight: 3,
      },
      {
        category: 'Sales Floor',
        subcategory: 'Cleanliness',
        question: 'Fitting rooms tidy, hooks and mirrors clean',
        weight: 2,
      },
      {
        category: 'Sales Floor',
        subcategory: 'Stock',
        question: 'Best sellers replenished in every size',
        weight: 5,
      },
      {
        category: 'Sales Floor',
        subcategory: 'Stock',
        question: 'No empty fixtures or hangers',
        weight: 3,
      },
      {
        category: 'Sales Floor',
        subcategory: 'Pricing',
        question: 'Every item has a price tag',
        weight: 4,
      },
      {
        category: 'Sales Floor',
        subcategory: 'Pricing',
        question: 'Promotion prices match the POS',
        weight: 5,
      },
      {
        category: 'Cashier',
        subcategory: 'Readiness',
        question: 'Float counted and signed',
        weight: 4,
      },
      {
        category: 'Cashier',
        subcategory: 'Readiness',
        question: 'EDC machines online and tested',
        weight: 3,
      },
      {
        category: 'Cashier',
        subcategory: 'Supplies',
        question: 'Shopping bags and paper rolls stocked',
        weight: 2,
      },
      {
        category: 'Team',
        subcategory: 'Grooming',
        question: 'Team in uniform with name badges',
        weight: 2,
      },
      {
        category: 'Team',
        subcategory: 'Briefing',
        question: 'Morning briefing held with daily target',
        weight: 3,
      },
      {
        category: 'Safety',
        subcategory: 'Equipment',
        question: 'Fire extinguisher checked and accessible',
        weight: 5,
      },
      {
        category: 'Safety',
        subcategory: 'Equipment',
        question: 'Emergency exits unobstructed',
        weight: 5,
      },
    ],
  },
  {
    name: 'Visual Merchandising Audit',
    department: 'Visual Merchandising',
    questions: [
      {
        category: 'Windows',
        subcategory: 'Mannequins',
        question: 'Mannequins dressed to the current guideline',
        weight: 4,
      },
      {
        category: 'Windows',
        subcategory: 'Lighting',
        question: 'Spotlights aimed at the focal products',
        weight: 3,
      },
      {
        category: 'Front Table',
        subcategory: 'Layout',
        question: 'Front table follows the planogram',
        weight: 4,
      },
      {
        category: 'Front Table',
        subcategory: 'Layout',
        question: 'Colour blocking light to dark',
        weight: 2,
      },
      {
        category: 'Walls',
        subcategory: 'Fixtures',
        question: 'Wall bays faced out and folded to standard',
        weight: 3,
      },
      {
        category: 'Walls',
        subcategory: 'Signage',
        question: 'Category signage in place',
        weight: 2,
      },
      {
        category: 'Racks',
        subcategory: 'Sizing',
        question: 'Hangers sized small to large, left to right',
        weight: 3,
      },
      {
        category: 'Racks',
        subcategory: 'Spacing',
        question: 'Two fingers between hangers',
        weight: 2,
      },
      {
        category: 'Point of Sale',
        subcategory: 'Impulse',
        question: 'Impulse items stocked at the cashier',
        weight: 2,
      },
      {
        category: 'Point of Sale',
        subcategory: 'Campaign',
        question: 'Campaign posters current, none expired',
        weight: 4,
      },
    ],
  },
];

const PIC_NAMES = [
  'Rina Wulandari',
  'Agus Santoso',
  'Siti Rahmawati',
  'Budi Hartono',
  'Maya Kusuma',
  'Eko Prasetyo',
  'Intan Permata',
  'Yusuf Hidayat',
  'Fitri Handayani',
  'Dimas Saputra',
];

const REMARKS: Record<string, string[]> = {
  YELLOW: [
    'Partly done, finished during the visit',
    'Needs attention before the weekend',
    'Minor gaps, team briefed',
  ],
  RED: [
    'Not done; escalated to the area manager',
    'Missing since last visit, follow-up needed',
    'Broken, maintenance ticket raised',
  ],
  'N/A': ['Not applicable to this outlet format'],
  GREEN: [''],
};

const DOCUMENT_REMARKS = [
  'Good overall, a few follow-ups for the team.',
  'Store ready on time; pricing issues fixed on the spot.',
  'Busy morning after payday; replenishment to improve.',
  'New team members; coaching planned next week.',
];

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const MONTHS_BACK = 3;
const MAX_OUTLETS = 60;

function drawFlag(random: Random): string {
  return drawCumulative(
    random,
    [
      [0.7, 'GREEN'],
      [0.85, 'YELLOW'],
      [0.93, 'RED'],
    ],
    'NA',
  );
}

function documentNumber(random: Random, checkedOn: string, taken: Set<string>): string {
  const period = `${checkedOn.slice(2, 4)}${checkedOn.slice(5, 7)}`;
  for (;;) {
    const suffix = Array.from({ length: 5 }, () => random.pick([...ALPHANUMERIC])).join('');
    const number = `CHK${period}${suffix}`;
    if (!taken.has(number)) {
      taken.add(number);
      return number;
    }
  }
}

async function insertInChunks<Row extends object>(
  rows: Row[],
  insert: (chunk: Row[]) => Promise<unknown>,
) {
  for (let start = 0; start < rows.length; start += 500) {
    await insert(rows.slice(start, start + 500));
  }
}

export interface DemoChecklistSummary {
  documents: number;
  lines: number;
  photos: number;
}

export async function seedDemoChecklists(
  kysely: Kysely<DatabaseSchema>,
  options: { seed: number; lastDate: string },
): Promise<DemoChecklistSummary> {
  const random = createRandom(options.seed, 'checklists');
  const outlets = await kysely
    .selectFrom('outlets')
    .select(['id', 'open_date'])
    .where('close_date', 'is', null)
    .orderBy('id')
    .execute();
  const sample = random.shuffled(outlets).slice(0, MAX_OUTLETS);
  sample.sort((a, b) => a.id.localeCompare(b.id));

  const formats = FORMATS.map((format, index) => ({ ...format, id: index + 1 }));
  let questionId = 0;
  const questions = formats.flatMap((format) =>
    format.questions.map((question, index) => ({
      id: ++questionId,
      format_id: format.id,
      category: question.category,
      subcategory: question.subcategory,
      line_number: index + 1,
      question: question.question,
      weight: question.weight,
    })),
  );

  const lastDay = toDayNumber(options.lastDate);
  const documents: Insertable<ChecklistDocumentsTable>[] = [];
  const lines: Insertable<ChecklistLinesTable>[] = [];
  const photos: Insertable<ChecklistPhotosTable>[] = [];
  const taken = new Set<string>();
  let documentId = 0;
  let photoNumber = 0;
  for (const outlet of sample) {
    for (let monthsBack = MONTHS_BACK - 1; monthsBack >= 0; monthsBack--) {
      const day = lastDay - monthsBack * 30 - random.integer(0, 20);
      const checkedOn = fromDayNumber(day);
      if (checkedOn < outlet.open_date) continue;
      const format = random.pick(formats);
      const pic = random.pick(PIC_NAMES);
      const id = ++documentId;
      documents.push({
        id,
        doc_number: documentNumber(random, checkedOn, taken),
        outlet_id: outlet.id,
        format_id: format.id,
        pic_name: pic,
        pic_email: `${pic.toLowerCase().replace(/\s+/g, '.')}@kcg.example`,
        branch_email: `${outlet.id.toLowerCase()}@stores.kcg.example`,
        checked_on: checkedOn,
        remark: random.pick(DOCUMENT_REMARKS),
        completed_at: Date.parse(`${checkedOn}T03:00:00Z`),
      });
      for (const question of questions.filter((candidate) => candidate.format_id === format.id)) {
        const stored = drawFlag(random);
        const flag = flagOf(stored);
        lines.push({
          document_id: id,
          question_id: question.id,
          flag: stored,
          score_final: scoreOf(flag, question.weight),
          remark: random.pick(REMARKS[flag] ?? ['']),
        });
        const photoCount =
          flag === 'RED' || flag === 'YELLOW' ? random.integer(1, 2) : random.chance(0.08) ? 1 : 0;
        for (let index = 0; index < photoCount; index++) {
          photoNumber += 1;
          photos.push({
            id: `P${String(photoNumber).padStart(6, '0')}${Array.from({ length: 8 }, () => random.pick([...ALPHANUMERIC])).join('')}`,
            document_id: id,
            question_id: question.id,
            file_name: `IMG_${checkedOn.replaceAll('-', '')}_${String(photoNumber).padStart(4, '0')}.jpg`,
            caption: `${question.subcategory} – ${flag}`,
            hue: random.integer(0, 359),
          });
        }
      }
    }
  }

  await kysely.transaction().execute(async (transaction) => {
    for (const table of [
      'report_links',
      'checklist_photos',
      'checklist_lines',
      'checklist_documents',
      'checklist_questions',
      'checklist_formats',
    ] as const) {
      await transaction.deleteFrom(table).execute();
    }
    await transaction
      .insertInto('checklist_formats')
      .values(
        formats.map((format) => ({
          id: format.id,
          name: format.name,
          department_name: format.department,
        })),
      )
      .execute();
    await transaction.insertInto('checklist_questions').values(questions).execute();
    await insertInChunks(documents, (chunk) =>
      transaction.insertInto('checklist_documents').values(chunk).execute(),
    );
    await insertInChunks(lines, (chunk) =>
      transaction.insertInto('checklist_lines').values(chunk).execute(),
    );
    await insertInChunks(photos, (chunk) =>
      transaction.insertInto('checklist_photos').values(chunk).execute(),
    );
  });
  return { documents: documents.length, lines: lines.length, photos: photos.length };
}
