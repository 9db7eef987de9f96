/**
 * Imported first by cli.ts, so that a Node.js older than the supported one is refused in one
 * sentence before the rest of the server's modules load (and fail in their own words).
 */
import { unsupportedNodeMessage } from './lib/supported-node';

const unsupportedNode = unsupportedNodeMessage(process.versions.node, process.execPath);
if (unsupportedNode) {
  console.error(unsupportedNode);
  process.exit(1);
}
