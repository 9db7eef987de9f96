#!/usr/bin/env bash
# Runs every check of the project: lint and formatting, type checking, unit and integration
# tests on DuckDB and PostgreSQL, and browser tests in Debian's Chromium. Installs Chromium
# with apt when it is missing and we are root. Ends with a 'N passed, N failed' line.
set -euo pipefail
cd "$(dirname "$0")/.."
# npm test puts the Node.js 24 that npm ci installs (node_modules/.bin/node) first on PATH.
node -e 'const v = process.versions.node; console.log(`== Node.js ${v}`); if (Number.parseInt(v, 10) !== 24) { console.error(`The tests run on Node.js 24, which npm ci installs in node_modules/.bin: start them with npm test (docs/runtime.md). This node is ${process.execPath}.`); process.exit(1); }'

chromium_path="${E2E_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ ! -x "$chromium_path" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's Chromium headless shell for the browser tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  else
    echo "The browser tests need Chromium's headless shell at $chromium_path." >&2
    echo "Install Debian's package as root (apt-get install chromium-headless-shell) and run the tests again." >&2
    exit 1
  fi
fi

# Each stage says its wall time when it ends (bench/results/test-time.md keeps them).
stage_name=""
stage_start=$SECONDS
stage() {
  if [ -n "$stage_name" ]; then echo "   $stage_name took $((SECONDS - stage_start)) s"; fi
  stage_name="$1"
  stage_start=$SECONDS
  if [ -n "$1" ]; then echo "== $1"; fi
}

stage "Lint and formatting"
npx biome ci .
stage "Type check"
npm run --silent typecheck
stage "Build the web app for the browser tests"
# Into a folder of the test run's own, so that nothing (npm start, another build) empties it
# while the browser tests read it.
export E2E_WEB_DIST_DIR="$PWD/.tmp/e2e-web-dist"
(cd apps/web && npx vite build --outDir "$E2E_WEB_DIST_DIR" --emptyOutDir >/dev/null)
stage "Unit, integration and browser tests"
mkdir -p .tmp
status=0
npx vitest run --reporter=default --reporter=json --outputFile=.tmp/vitest-results.json || status=$?
stage ""
node scripts/print-test-totals.mjs .tmp/vitest-results.json
exit "$status"
