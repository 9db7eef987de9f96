/**
 * Keeps the README and docs/ true to the project. Whatever their code blocks, code spans and
 * tables name must exist: each `npm run <script>` in the root package.json (or in the workspace
 * the command names), each command of the server's command line (`npm run cli -- <command>`,
 * `node apps/server/dist/cli.js <command>`, the first column of a `command` table) in cli.ts,
 * each environment variable (a `variable` table's rows, `NAME=value` and `$NAME` in commands)
 * in the server's configuration (config.ts), or, for the test and benchmark commands, in the
 * code that reads it. Every configuration variable has its row, and every relative link leads
 * to a file and heading that exist. New pages and lines are checked without a list here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../src/config';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/* ------------------------------------------------------------- reading the Markdown */

interface Table {
  header: string[];
  rows: string[][];
}

/** What a page says in code, and the links and headings of its prose. */
interface PageCode {
  /** Every line of every fenced code block, and every code span: where commands are. */
  snippets: string[];
  spans: string[];
  tables: Table[];
  links: string[];
  headingIds: Set<string>;
}

/*
 * No Markdown parser is among the project's dependencies, and these checks need only four
 * things in CommonMark's (and GitHub's) terms: fenced blocks (also indented in a list item),
 * code spans (also across a line break), pipe tables, and links with GitHub's heading ids.
 */
const FENCE = /^\s*(`{3,}|~{3,})/;
const CODE_SPAN = /(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;
const LINK = /\]\(([^)\s]+)\)|<img\b[^>]*\bsrc="([^"]+)"/g;

function readPage(markdown: string): PageCode {
  const blockLines: string[] = [];
  const prose: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence === undefined && marker !== undefined) fence = marker;
    else if (fence !== undefined && marker?.startsWith(fence) && line.trim() === marker)
      fence = undefined;
    else if (fence !== undefined) blockLines.push(line);
    else {
      prose.push(line);
      continue;
    }
    prose.push('');
  }
  const paragraphs = prose.join('\n').split(/\n\s*\n/);
  const spans = paragraphs.flatMap((paragraph) => spansOf(paragraph));
  const outsideSpans = paragraphs.map((paragraph) => paragraph.replace(CODE_SPAN, ''));
  return {
    snippets: [...blockLines, ...spans],
    spans,
    tables: tablesOf(prose),
    links: outsideSpans.flatMap((text) =>
      [...text.matchAll(LINK)].map((match) => match[1] ?? match[2] ?? ''),
    ),
    headingIds: headingIdsOf(prose),
  };
}

function spansOf(text: string): string[] {
  return [...text.matchAll(CODE_SPAN)].map(([, , content = '']) => {
    const flat = content.replace(/\n/g, ' ').replace(/\\\|/g, '|');
    return /^ .* $/.test(flat) ? flat.slice(1, -1) : flat;
  });
}

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

function tablesOf(prose: string[]): Table[] {
  const tables: Table[] = [];
  for (let index = 0; index < prose.length; index++) {
    const delimiter = prose[index + 1] ?? '';
    if (!prose[index]?.trimStart().startsWith('|') || !/^\s*\|?[\s:|-]*-{3}/.test(delimiter))
      continue;
    const table: Table = { header: cellsOf(prose[index] ?? ''), rows: [] };
    for (index += 2; prose[index]?.trimStart().startsWith('|'); index++)
      table.rows.push(cellsOf(prose[index] ?? ''));
    tables.push(table);
  }
  return tables;
}

/** GitHub's ids: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingIdsOf(prose: string[]): Set<string> {
  const ids = new Set<string>();
  for (const line of prose) {
    const heading = /^#{1,6}\s+(.*?)\s*#*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let id = base;
    for (let repeat = 1; ids.has(id); repeat++) id = `${base}-${repeat}`;
    ids.add(id);
  }
  return ids;
}

/* ------------------------------------------------------------- what the project has */

interface Project {
  /** Scripts by folder relative to the root ('' for the root) and by package name. */
  scripts: Map<string, Set<string>>;
  cliCommands: Set<string>;
  configVariables: Set<string>;
  /** Variables the project's own code reads from the environment (tests, benchmarks, scripts). */
  variablesRead: Set<string>;
  /** All of its source, for a name in prose that is no variable (an audit action, a constant). */
  sourceText: string;
}

const readText = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

function scriptsOf(): Map<string, Set<string>> {
  const scripts = new Map<string, Set<string>>();
  const rootPackage = JSON.parse(readText('package.json'));
  for (const folder of ['', ...(rootPackage.workspaces as string[])]) {
    const manifest = JSON.parse(readText(path.join(folder, 'package.json')));
    const names = new Set(Object.keys(manifest.scripts ?? {}));
    scripts.set(folder, names);
    scripts.set(manifest.name, names);
  }
  return scripts;
}

/** The first group of each match: the names a pattern finds in a text. */
const namesIn = (text: string, pattern: RegExp): string[] =>
  [...text.matchAll(pattern)].map((match) => match[1] ?? '');

/**
 * The commands of the command line: those cli.ts and commands/ define (`.command('…')`, or
 * `new Command('…')` for one built apart and added), but for the program itself.
 */
function cliCommandsOf(): Set<string> {
  const cli = readText('apps/server/src/cli.ts');
  const program = /new Command\(\s*'([\w-]+)'/.exec(cli)?.[1];
  const modules = readdirSync(path.join(ROOT, 'apps/server/src/commands'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readText(path.join('apps/server/src/commands', file)));
  const names = [cli, ...modules].flatMap((source) =>
    namesIn(source, /(?:\.command|new Command)\(\s*'([\w-]+)'/g),
  );
  return new Set(names.filter((name) => name !== program));
}

const SOURCE_FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'scripts', '.ci'];
const SKIPPED = new Set(['node_modules', 'dist', 'results', 'screenshots']);

/** The project's source files, but for this one, which spells made-up names on purpose. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(relative);
    if (path.join(ROOT, relative) === import.meta.filename) return [];
    return /\.(ts|tsx|mjs|js|sh)$/.test(entry.name) || folder === '.ci' ? [relative] : [];
  });
}

/** The source files at the root: the test command's configuration (vitest.workers.ts). */
function rootFiles(): string[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|mjs|js)$/.test(entry.name))
    .map((entry) => entry.name);
}

function readProject(): Project {
  const variablesRead = new Set<string>();
  const texts: string[] = [];
  for (const file of [...rootFiles(), ...SOURCE_FOLDERS.flatMap(sourceFiles)]) {
    const text = readText(file);
    texts.push(text);
    const reads = /\.(ts|tsx|mjs|js)$/.test(file)
      ? /process\.env(?:\.|\[['"])([A-Z_][A-Z0-9_]*)/g
      : /\$\{?([A-Z_][A-Z0-9_]*)/g;
    for (const name of namesIn(text, reads)) variablesRead.add(name);
  }
  return {
    scripts: scriptsOf(),
    cliCommands: cliCommandsOf(),
    configVariables: new Set(CONFIG_VARIABLES),
    variablesRead,
    sourceText: texts.join('\n'),
  };
}

/* ------------------------------------------------------------- the checks */

const PLACEHOLDER = /^[<[{]|…/;
const ASSIGNMENT = /(?:^|[\s;&|(])([A-Z][A-Z0-9_]*)=/g;
const EXPANSION = /\$\{?([A-Z][A-Z0-9_]*)/g;
const NAME_IN_PROSE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
const CLI_FILE = /\bapps\/server\/(?:dist\/cli\.js|src\/cli\.ts)\s+([^\s-]\S*)/g;

/** The shell's and Node.js's own variables, which the docs may use and no project file defines. */
const PLATFORM_VARIABLES = new Set(['PATH', 'PWD', 'HOME', 'TMPDIR', 'NODE_OPTIONS']);

const isProjectVariable = (project: Project, name: string) =>
  project.configVariables.has(name) || project.variablesRead.has(name);

interface NpmCall {
  folder: string;
  script: string;
  /** What follows `--`: the command line's own words for `npm run cli`. */
  passed: string[];
}

/** `npm run X`, `npm start`, `npm test` in one line of shell, with its workspace or `cd`. */
function npmCallsOf(line: string): NpmCall[] {
  const calls: NpmCall[] = [];
  let folder = '';
  for (const segment of line.split(/&&|\|\||[;|]/)) {
    const words = segment.trim().split(/\s+/);
    if (words[0] === 'cd') folder = words[1]?.startsWith('/') ? '' : (words[1] ?? '');
    const npm = words.findIndex((word) => /(^|[/=])npm$/.test(word));
    if (npm < 0) continue;
    const rest = words.slice(npm + 1);
    const positional: string[] = [];
    let workspace: string | undefined;
    let passed: string[] = [];
    for (let index = 0; index < rest.length; index++) {
      const word = rest[index] ?? '';
      if (word === '--') {
        passed = rest.slice(index + 1);
        break;
      }
      if (word === '-w' || word === '--workspace') workspace = rest[++index];
      else if (word.startsWith('--workspace=')) workspace = word.slice('--workspace='.length);
      else if (!word.startsWith('-')) positional.push(word);
    }
    const [verb, name] = positional;
    const script = verb === 'run' || verb === 'run-script' ? name : verb;
    if (script === undefined || PLACEHOLDER.test(script)) continue;
    if (['run', 'run-script', 'start', 'test', 'stop', 'restart'].includes(verb ?? ''))
      calls.push({ folder: workspace ?? folder.replace(/\/$/, ''), script, passed });
  }
  return calls;
}

function firstCode(cell: string | undefined): string | undefined {
  return spansOf(cell ?? '')[0];
}

/** Why a relative link from a page leads nowhere, or undefined when it leads somewhere. */
function linkInRepository(from: string, target: string): string | undefined {
  if (/^[a-z]+:|^\/\/|^</i.test(target)) return undefined;
  const [file = '', anchor] = target.split('#');
  const resolved = file === '' ? from : path.join(path.dirname(from), file);
  if (!existsSync(path.join(ROOT, resolved))) return 'leads to no file';
  if (anchor === undefined || !resolved.endsWith('.md')) return undefined;
  return readPage(readText(resolved)).headingIds.has(anchor)
    ? undefined
    : `leads to no heading of ${resolved}`;
}

/** What a page names that the project does not have, one sentence each. */
function problemsOf(page: string, markdown: string, project: Project): string[] {
  const code = readPage(markdown);
  const problems: string[] = [];
  const cliCommand = (name: string | undefined) => {
    if (name !== undefined && !PLACEHOLDER.test(name) && !project.cliCommands.has(name))
      problems.push(`${page}: the command line has no command '${name}' (apps/server/src/cli.ts)`);
  };
  const variable = (name: string, where: string) => {
    if (!isProjectVariable(project, name) && !PLATFORM_VARIABLES.has(name))
      problems.push(`${page}: ${where} names ${name}, which neither config.ts nor a test reads`);
  };

  for (const snippet of code.snippets) {
    for (const call of npmCallsOf(snippet)) {
      const scripts = project.scripts.get(call.folder);
      if (!scripts?.has(call.script))
        problems.push(
          `${page}: '${snippet.trim()}' runs script '${call.script}', not in ${call.folder || 'the root'} package.json`,
        );
      if (call.script === 'cli') cliCommand(call.passed[0]);
    }
    for (const name of namesIn(snippet, CLI_FILE)) cliCommand(name);
    for (const name of namesIn(snippet, ASSIGNMENT)) variable(name, `'${snippet.trim()}'`);
    for (const name of namesIn(snippet, EXPANSION)) variable(name, `'${snippet.trim()}'`);
  }
  for (const span of code.spans) {
    if (
      NAME_IN_PROSE.test(span) &&
      !isProjectVariable(project, span) &&
      !PLATFORM_VARIABLES.has(span) &&
      !new RegExp(`\\b${span}\\b`).test(project.sourceText)
    )
      problems.push(`${page}: \`${span}\` is no variable and nothing in the code spells it`);
  }
  for (const table of code.tables) {
    const kind = table.header[0]?.toLowerCase();
    for (const row of table.rows) {
      if (kind === 'command') cliCommand(firstCode(row[0])?.split(/\s+/)[0]);
      const name = kind === 'variable' ? firstCode(row[0]) : undefined;
      if (name !== undefined && !project.configVariables.has(name))
        problems.push(`${page}: the configuration table's ${name} is not in config.ts`);
    }
  }
  for (const target of code.links) {
    const broken = linkInRepository(page, target);
    if (broken !== undefined) problems.push(`${page}: the link ${target} ${broken}`);
  }
  return problems;
}

/** The configuration variables a page's `variable` tables list. */
function variablesListed(markdown: string): string[] {
  return readPage(markdown)
    .tables.filter((table) => table.header[0]?.toLowerCase() === 'variable')
    .flatMap((table) => table.rows.map((row) => firstCode(row[0]) ?? ''));
}

/* ------------------------------------------------------------- the pages */

function docsPages(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file));
  return ['README.md', ...docs.sort()];
}

describe('the README and docs/', () => {
  let project: Project;
  beforeAll(() => {
    project = readProject();
  });

  it('name only scripts, commands, variables and links that exist', () => {
    const pages = docsPages();
    expect(pages).toContain('docs/operations.md');
    const problems = pages.flatMap((page) => problemsOf(page, readText(page), project));
    expect(problems).toEqual([]);
  });

  it('list every configuration variable in the configuration table', () => {
    const listed = variablesListed(readText('docs/operations.md'));
    expect(CONFIG_VARIABLES.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('would be caught naming what does not exist', () => {
    const bad = [
      '| variable | default | meaning |',
      '|---|---|---|',
      '| `NO_SUCH_SETTING` | unset | a made-up setting |',
      '',
      '| command | what it does |',
      '|---|---|',
      '| `vanish --now` | a made-up command |',
      '',
      'Run `npm run no-such-script`, or `OUTLET_PULSE_PORT=9 npm start`; see',
      '[nothing](docs/nowhere.md) and [no heading](docs/operations.md#no-such-heading).',
      '',
      '1. A list item with a block:',
      '',
      '   ```sh',
      '   npm run cli -- no-such-command --force',
      '   npm run build --workspace apps/web && cd apps/web && npm run no-such-web-script',
      '   pg_dump "$NO_SUCH_URL"',
      '   ```',
      '',
      'A prose `AUDIT_OF_NOTHING`, and a span across',
      'a line: `npm run',
      'not-a-script`.',
    ].join('\n');
    // Each name once, in the page's order: blocks, spans, names in prose, tables, links.
    const caught = [
      "no command 'no-such-command'",
      "script 'no-such-web-script', not in apps/web",
      'names NO_SUCH_URL',
      "script 'no-such-script', not in the root",
      'names OUTLET_PULSE_PORT',
      "script 'not-a-script'",
      '`NO_SUCH_SETTING` is no variable',
      '`AUDIT_OF_NOTHING` is no variable',
      "table's NO_SUCH_SETTING is not in config.ts",
      "no command 'vanish'",
      'docs/nowhere.md leads to no file',
      'docs/operations.md#no-such-heading leads to no heading',
    ];
    expect(problemsOf('BAD.md', bad, project)).toEqual(
      caught.map((words) => expect.stringContaining(words)),
    );
  });

  it('would pass the same page with names that exist', () => {
    const good = [
      '| variable | default | meaning |',
      '|---|---|---|',
      '| `DATABASE_URL` | unset | PostgreSQL |',
      '',
      'Run `npm run cli -- migrate`, or `CI=true npm test` (`SECOND_FACTOR_RESET` is audited);',
      'see [operations](docs/operations.md#configuration).',
      '',
      '1. A list item with a block:',
      '',
      '   ```sh',
      '   DATABASE_URL=postgres://x npm run cli -- import-inbox',
      '   npm run cli -- create-admin --username owner',
      '   PATH="$PWD/node_modules/.bin:$PATH" npm ci',
      '   npm run dev --workspace apps/web',
      '   ```',
    ].join('\n');
    expect(problemsOf('GOOD.md', good, project)).toEqual([]);
  });
});
