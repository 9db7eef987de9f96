/**
 * The handful of line icons the portal draws, inline so that no icon font or library is loaded.
 * Menu items name their icon in free text (iconClasses); menuIconName maps it to one of these.
 */
import type { SVGProps } from 'react';

const PATHS = {
  bell: [
    'M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6',
    'M9 17v1a3 3 0 0 0 6 0v-1',
  ],
  user: ['M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0', 'M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2'],
  lock: [
    'M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2z',
    'M8 11v-4a4 4 0 1 1 8 0v4',
  ],
  logout: [
    'M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2',
    'M9 12h12l-3 -3',
    'M18 15l3 -3',
  ],
  home: [
    'M5 12h-2l9 -9l9 9h-2',
    'M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-7',
    'M9 21v-6a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v6',
  ],
  monitor: [
    'M3 5a1 1 0 0 1 1 -1h16a1 1 0 0 1 1 1v10a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1z',
    'M7 20h10',
    'M9 16v4',
    'M15 16v4',
  ],
  grid: ['M4 4h6v6h-6z', 'M14 4h6v6h-6z', 'M4 14h6v6h-6z', 'M14 14h6v6h-6z'],
  chart: ['M4 20h16', 'M7 16v-5', 'M12 16v-10', 'M17 16v-7'],
  people: [
    'M5 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
    'M3 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2',
    'M16 3.13a4 4 0 0 1 0 7.75',
    'M21 21v-2a4 4 0 0 0 -3 -3.85',
  ],
  box: ['M12 3l8 4.5v9l-8 4.5l-8 -4.5v-9z', 'M12 12l8 -4.5', 'M12 12v9', 'M12 12l-8 -4.5'],
  file: [
    'M14 3v4a1 1 0 0 0 1 1h4',
    'M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2z',
  ],
  check: ['M9 11l3 3l8 -8', 'M20 12v6a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2h9'],
  settings: [
    'M4 6h9',
    'M17 6h3',
    'M15 4v4',
    'M4 12h3',
    'M11 12h9',
    'M9 10v4',
    'M4 18h11',
    'M19 18h1',
    'M17 16v4',
  ],
  help: [
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
    'M12 17v.01',
    'M12 13.5a1.5 1.5 0 0 1 1 -1.5a2.6 2.6 0 1 0 -3 -4',
  ],
  layout: ['M4 4h16v16h-16z', 'M4 9h16', 'M9 9v11'],
  dot: ['M10 12a2 2 0 1 0 4 0a2 2 0 1 0 -4 0'],
  search: ['M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0', 'M21 21l-6 -6'],
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 18, ...others }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...others}
    >
      {PATHS[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}

const MENU_ICON_WORDS: [string, IconName][] = [
  ['home', 'home'],
  ['monitor', 'monitor'],
  ['sales', 'chart'],
  ['chart', 'chart'],
  ['calculator', 'chart'],
  ['people', 'people'],
  ['user', 'people'],
  ['sitemap', 'people'],
  ['box', 'box'],
  ['truck', 'box'],
  ['store', 'box'],
  ['file', 'file'],
  ['folder', 'file'],
  ['book', 'file'],
  ['check', 'check'],
  ['vote', 'check'],
  ['settings', 'settings'],
  ['help', 'help'],
  ['grid', 'grid'],
  ['briefcase', 'grid'],
  ['bank', 'grid'],
  ['scale', 'grid'],
];

/** The icon for a menu item's free-text iconClasses (e.g. 'icon-sales'); a dot when unknown. */
export function menuIconName(iconClasses: string): IconName {
  const text = iconClasses.toLowerCase();
  return MENU_ICON_WORDS.find(([word]) => text.includes(word))?.[1] ?? 'dot';
}
