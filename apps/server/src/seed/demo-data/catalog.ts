/**
 * The demo retail group: its brands with their trading profiles, the malls its outlets stand
 * in, and how each product category prices and discounts relative to its brand.
 */
import type { ProductCategoryCode } from '@outlet-pulse/contracts';

export interface BrandProfile {
  code: string;
  id: number;
  name: string;
  /** Prefix of the brand's outlet names. */
  shortName: string;
  excludedByDefault: boolean;
  /** Relative share of the group's outlets. */
  outletShare: number;
  /** Average nett selling price per unit, rupiah. */
  averagePrice: number;
  unitsPerTransaction: number;
  /** Share of visitors who buy. */
  conversion: number;
  /** Yearly like-for-like growth of the brand. */
  yearlyGrowth: number;
  /** Everyday markdown as a share of gross. */
  markdownRate: number;
  /** How strongly the brand rides the Ramadan and Lebaran season (1 = like most). */
  lebaranAffinity: number;
  categoryMix: Partial<Record<ProductCategoryCode, number>>;
}

export const BRANDS: readonly BrandProfile[] = [
  {
    code: 'KCG01',
    id: 1,
    name: 'Aruna Apparel',
    shortName: 'ARUNA',
    excludedByDefault: false,
    outletShare: 14,
    averagePrice: 189_000,
    unitsPerTransaction: 1.8,
    conversion: 0.18,
    yearlyGrowth: 0.08,
    markdownRate: 0.08,
    lebaranAffinity: 1.1,
    categoryMix: { TOPS: 0.45, BOTTOMS: 0.3, OUTERWEAR: 0.1, ACCESSORIES: 0.15 },
  },
  {
    code: 'KCG02',
    id: 2,
    name: 'Langkah Footwear',
    shortName: 'LANGKAH',
    excludedByDefault: false,
    outletShare: 10,
    averagePrice: 420_000,
    unitsPerTransaction: 1.2,
    conversion: 0.14,
    yearlyGrowth: 0.03,
    markdownRate: 0.1,
    lebaranAffinity: 1,
    categoryMix: { FOOTWEAR: 0.75, BAGS: 0.1, ACCESSORIES: 0.15 },
  },
  {
    code: 'KCG03',
    id: 3,
    name: 'Nusa Denim',
    shortName: 'NUSA DENIM',
    excludedByDefault: false,
    outletShare: 9,
    averagePrice: 329_000,
    unitsPerTransaction: 1.5,
    conversion: 0.16,
    yearlyGrowth: -0.04,
    markdownRate: 0.12,
    lebaranAffinity: 0.9,
    categoryMix: { BOTTOMS: 0.55, TOPS: 0.3, OUTERWEAR: 0.15 },
  },
  {
    code: 'KCG04',
    id: 4,
    name: 'Kinara Kids',
    shortName: 'KINARA',
    excludedByDefault: false,
    outletShare: 10,
    averagePrice: 129_000,
    unitsPerTransaction: 2.3,
    conversion: 0.22,
    yearlyGrowth: 0.11,
    markdownRate: 0.07,
    lebaranAffinity: 1.2,
    categoryMix: { TOPS: 0.4, BOTTOMS: 0.35, FOOTWEAR: 0.15, ACCESSORIES: 0.1 },
  },
  {
    code: 'KCG05',
    id: 5,
    name: 'Pelangi Sport',
    shortName: 'PELANGI',
    excludedByDefault: false,
    outletShare: 8,
    averagePrice: 349_000,
    unitsPerTransaction: 1.5,
    conversion: 0.15,
    yearlyGrowth: 0.06,
    markdownRate: 0.09,
    lebaranAffinity: 0.8,
    categoryMix: { TOPS: 0.35, BOTTOMS: 0.2, FOOTWEAR: 0.35, BAGS: 0.1 },
  },
  {
    code: 'KCG06',
    id: 6,
    name: 'Rimba Outdoor',
    shortName: 'RIMBA',
    excludedByDefault: false,
    outletShare: 6,
    averagePrice: 459_000,
    unitsPerTransaction: 1.4,
    conversion: 0.12,
    yearlyGrowth: 0.09,
    markdownRate: 0.06,
    lebaranAffinity: 0.7,
    categoryMix: { OUTERWEAR: 0.4, BAGS: 0.3, FOOTWEAR: 0.2, ACCESSORIES: 0.1 },
  },
  {
    code: 'KCG07',
    id: 7,
    name: 'Wastra Modest',
    shortName: 'WASTRA',
    excludedByDefault: false,
    outletShare: 10,
    averagePrice: 259_000,
    unitsPerTransaction: 1.7,
    conversion: 0.2,
    yearlyGrowth: 0.14,
    markdownRate: 0.07,
    lebaranAffinity: 1.8,
    categoryMix: { TOPS: 0.5, BOTTOMS: 0.2, ACCESSORIES: 0.3 },
  },
  {
    code: 'KCG08',
    id: 8,
    name: 'Urban Kasual',
    shortName: 'URBAN',
    excludedByDefault: false,
    outletShare: 12,
    averagePrice: 219_000,
    unitsPerTransaction: 1.6,
    conversion: 0.17,
    yearlyGrowth: 0.02,
    markdownRate: 0.1,
    lebaranAffinity: 1,
    categoryMix: { TOPS: 0.5, BOTTOMS: 0.35, ACCESSORIES: 0.15 },
  },
  {
    code: 'KCG09',
    id: 9,
    name: 'Sagara Swim',
    shortName: 'SAGARA',
    excludedByDefault: false,
    outletShare: 4,
    averagePrice: 279_000,
    unitsPerTransaction: 1.4,
    conversion: 0.11,
    yearlyGrowth: 0.05,
    markdownRate: 0.11,
    lebaranAffinity: 0.6,
    categoryMix: { TOPS: 0.6, ACCESSORIES: 0.25, BAGS: 0.15 },
  },
  {
    code: 'KCG10',
    id: 10,
    name: 'Bayu Bags',
    shortName: 'BAYU',
    excludedByDefault: false,
    outletShare: 5,
    averagePrice: 389_000,
    unitsPerTransaction: 1.1,
    conversion: 0.13,
    yearlyGrowth: 0.04,
    markdownRate: 0.09,
    lebaranAffinity: 1,
    categoryMix: { BAGS: 0.7, ACCESSORIES: 0.3 },
  },
  {
    code: 'KCG11',
    id: 11,
    name: 'Cahaya Batik',
    shortName: 'CAHAYA',
    excludedByDefault: false,
    outletShare: 8,
    averagePrice: 299_000,
    unitsPerTransaction: 1.5,
    conversion: 0.19,
    yearlyGrowth: 0.04,
    markdownRate: 0.06,
    lebaranAffinity: 1.4,
    categoryMix: { TOPS: 0.6, BOTTOMS: 0.25, ACCESSORIES: 0.15 },
  },
  {
    code: 'KCG12',
    id: 12,
    name: 'Gudang Sale',
    shortName: 'GUDANG SALE',
    excludedByDefault: true,
    outletShare: 4,
    averagePrice: 99_000,
    unitsPerTransaction: 3,
    conversion: 0.28,
    yearlyGrowth: -0.1,
    markdownRate: 0.35,
    lebaranAffinity: 1.2,
    categoryMix: { TOPS: 0.35, BOTTOMS: 0.3, FOOTWEAR: 0.2, ACCESSORIES: 0.15 },
  },
];

export interface CategoryProfile {
  /** Unit price relative to the brand's average price. */
  priceIndex: number;
  /** Markdown relative to the brand's everyday markdown. */
  markdownIndex: number;
}

export const CATEGORY_PROFILES: Record<ProductCategoryCode, CategoryProfile> = {
  TOPS: { priceIndex: 0.85, markdownIndex: 1 },
  BOTTOMS: { priceIndex: 1.1, markdownIndex: 0.9 },
  OUTERWEAR: { priceIndex: 1.6, markdownIndex: 1.4 },
  FOOTWEAR: { priceIndex: 1.4, markdownIndex: 1.15 },
  BAGS: { priceIndex: 1.3, markdownIndex: 0.8 },
  ACCESSORIES: { priceIndex: 0.45, markdownIndex: 0.6 },
};

export interface Mall {
  name: string;
  city: string;
}

export const MALLS: readonly Mall[] = [
  { name: 'Grand Indonesia', city: 'Jakarta' },
  { name: 'Plaza Senayan', city: 'Jakarta' },
  { name: 'Senayan City', city: 'Jakarta' },
  { name: 'Pondok Indah Mall', city: 'Jakarta' },
  { name: 'Mall Kelapa Gading', city: 'Jakarta' },
  { name: 'Central Park', city: 'Jakarta' },
  { name: 'Gandaria City', city: 'Jakarta' },
  { name: 'Kota Kasablanka', city: 'Jakarta' },
  { name: 'Lippo Mall Puri', city: 'Jakarta' },
  { name: 'Mall Taman Anggrek', city: 'Jakarta' },
  { name: 'Pluit Village', city: 'Jakarta' },
  { name: 'Baywalk Mall', city: 'Jakarta' },
  { name: 'Summarecon Mall Serpong', city: 'Tangerang' },
  { name: 'AEON Mall BSD City', city: 'Tangerang' },
  { name: 'Supermal Karawaci', city: 'Tangerang' },
  { name: 'Bintaro Jaya Xchange', city: 'Tangerang' },
  { name: 'Summarecon Mall Bekasi', city: 'Bekasi' },
  { name: 'Grand Metropolitan', city: 'Bekasi' },
  { name: 'Margo City', city: 'Depok' },
  { name: 'Botani Square', city: 'Bogor' },
  { name: 'Paris Van Java', city: 'Bandung' },
  { name: '23 Paskal', city: 'Bandung' },
  { name: 'Trans Studio Mall Bandung', city: 'Bandung' },
  { name: 'Cihampelas Walk', city: 'Bandung' },
  { name: 'Tunjungan Plaza', city: 'Surabaya' },
  { name: 'Pakuwon Mall', city: 'Surabaya' },
  { name: 'Galaxy Mall', city: 'Surabaya' },
  { name: 'Ciputra World', city: 'Surabaya' },
  { name: 'Ambarrukmo Plaza', city: 'Yogyakarta' },
  { name: 'Jogja City Mall', city: 'Yogyakarta' },
  { name: 'Paragon Mall', city: 'Semarang' },
  { name: 'Solo Paragon', city: 'Surakarta' },
  { name: 'Malang Town Square', city: 'Malang' },
  { name: 'Beachwalk', city: 'Badung' },
  { name: 'Trans Studio Mall Bali', city: 'Denpasar' },
  { name: 'Sun Plaza', city: 'Medan' },
  { name: 'Centre Point', city: 'Medan' },
  { name: 'Palembang Icon', city: 'Palembang' },
  { name: 'Mega Mall Batam Centre', city: 'Batam' },
  { name: 'SKA Mall', city: 'Pekanbaru' },
  { name: 'Basko Grand Mall', city: 'Padang' },
  { name: 'Trans Studio Mall Makassar', city: 'Makassar' },
  { name: 'Nipah Park', city: 'Makassar' },
  { name: 'Pentacity', city: 'Balikpapan' },
  { name: 'Big Mall', city: 'Samarinda' },
  { name: 'Duta Mall', city: 'Banjarmasin' },
  { name: 'Manado Town Square', city: 'Manado' },
  { name: 'Lippo Plaza Kupang', city: 'Kupang' },
];

export const EVENT_VENUES: readonly Mall[] = [
  { name: 'Bazaar JCC', city: 'Jakarta' },
  { name: 'Jakarta Fair Kemayoran', city: 'Jakarta' },
  { name: 'Pop-up ICE BSD', city: 'Tangerang' },
  { name: 'Bazaar Grand City', city: 'Surabaya' },
  { name: 'Pop-up Sudirman', city: 'Bandung' },
];
