import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const isCss = (id: string) => /\.css($|\?)/.test(id);
/** A module of the app's own source under `folder` (a regular expression's text). */
const inSource = (folder: string) => new RegExp(`[\\\\/]apps[\\\\/]web[\\\\/]src[\\\\/]${folder}`);
/** The page's first script (index.html), which must stay alone and tiny. */
const EARLY_SESSION = /[\\/]src[\\/]early-session\.ts$/;
const SIGN_IN_PAGE = inSource('features[\\\\/]auth[\\\\/]components[\\\\/]sign-in-page');
const SHELL_AND_COMMON = inSource('(app[\\\\/]shell|components|lib|hooks)[\\\\/]');
const SALES = inSource('features[\\\\/]sales[\\\\/]');
const ADMINISTRATION = inSource('features[\\\\/](administration|master-data|data-import)[\\\\/]');
/** The chart library comes with its own dynamic import (lib/charts/echart.tsx), alone. */
const CHART_ENTRY = /[\\/]lib[\\/]charts[\\/]echart\.tsx$/;
/** Large libraries loaded on demand in chunks of their own (charts, spreadsheets). */
const ON_DEMAND_LIBRARIES = /node_modules[\\/](echarts|zrender|exceljs)[\\/]/;
/**
 * The contracts package only declares schemas and constants. Rolldown must assume that a module
 * built from calls (z.object(…)) has side effects, and so kept every contracts module the
 * package's index re-exports in the app's first chunk, the sign-in page's too; said to have none,
 * a contracts module goes to the chunks that use it.
 */
const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;
const TABLE_LIBRARIES =
  /node_modules[\\/]@tanstack[\\/](table-core|virtual-core|react-table|react-virtual|store|react-store)[\\/]/;

/**
 * A few chunks instead of a hundred: Chromium opens six HTTP/1.1 connections a host, so on a
 * cold view dozens of small chunks queued the first page's calls behind them. early-session.ts
 * stays its own entry; the first chunk holds everything else main.tsx needs; the sign-in page one chunk with the components it shows;
 * then one chunk of the other libraries, one of the table libraries, one of the shell and the
 * common code, one per large feature; the chart library and exceljs load alone on demand.
 * Stylesheets stay with the code that imports them, so a page loads only its own sheets.
 * Higher priority captures first, with the modules it imports (the sign-in page's components
 * go with it, not with the other libraries).
 */
const codeSplitting = {
  groups: [
    // Captured first and alone: the first chunk would take it in with lib/session.ts.
    { name: 'early-session', test: EARLY_SESSION, priority: 70 },
    { name: 'app', tags: ['$initial' as const], priority: 60 },
    { name: 'sign-in-page', test: SIGN_IN_PAGE, priority: 50 },
    { name: 'tables', test: TABLE_LIBRARIES, priority: 41 },
    {
      name: 'vendor',
      test: (id: string) =>
        id.includes('node_modules') && !isCss(id) && !ON_DEMAND_LIBRARIES.test(id),
      priority: 40,
    },
    {
      name: 'portal-shell',
      test: (id: string) => SHELL_AND_COMMON.test(id) && !isCss(id) && !CHART_ENTRY.test(id),
      priority: 30,
    },
    {
      // Named as before: e2e/loading-first-view and bench/phone find the screen's code by it.
      name: 'sales-summary-screen',
      test: (id: string) => SALES.test(id) && !isCss(id),
      priority: 20,
    },
    {
      name: 'administration',
      test: (id: string) => ADMINISTRATION.test(id) && !isCss(id),
      priority: 10,
    },
  ],
};

/**
 * index.html loads early-session.ts, an entry of its own, ahead of the app's first chunk (Vite
 * would merge a second script of the page into the page's one entry).
 */
function earlySessionScript(): Plugin {
  return {
    name: 'early-session-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, server }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'early-session',
        );
        if (!server && !chunk) throw new Error('the early-session entry was not built');
        const src = server || !chunk ? '/src/early-session.ts' : `/${chunk.fileName}`;
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  plugins: [react(), earlySessionScript()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      input: { index: entry('./index.html'), 'early-session': entry('./src/early-session.ts') },
      treeshake: { moduleSideEffects: [{ test: CONTRACTS, sideEffects: false }] },
      output: { codeSplitting },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
