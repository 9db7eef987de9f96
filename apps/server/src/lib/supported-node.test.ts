import { describe, expect, it } from 'vitest';
import { SUPPORTED_NODE_MAJOR, unsupportedNodeMessage } from './supported-node';

describe('unsupportedNodeMessage', () => {
  it('accepts Node.js 24 and newer', () => {
    expect(unsupportedNodeMessage('24.0.0', '/opt/node/bin/node')).toBeUndefined();
    expect(unsupportedNodeMessage('24.22.3', '/opt/node/bin/node')).toBeUndefined();
    expect(unsupportedNodeMessage('26.1.0', '/opt/node/bin/node')).toBeUndefined();
  });

  it('refuses an older Node.js, naming it and the way to the supported one', () => {
    const message = unsupportedNodeMessage('20.20.2', '/usr/bin/node');
    expect(message).toContain('needs Node.js 24 or newer');
    expect(message).toContain('/usr/bin/node is Node.js 20.20.2');
    expect(message).toContain('npm start');
    expect(message).toContain('docs/runtime.md');
    expect(unsupportedNodeMessage('23.11.0', '/usr/bin/node')).toBeDefined();
  });

  it('is satisfied by the Node.js the tests run on, the one npm ci installs', () => {
    expect(Number.parseInt(process.versions.node, 10)).toBe(SUPPORTED_NODE_MAJOR);
    expect(unsupportedNodeMessage(process.versions.node, process.execPath)).toBeUndefined();
  });
});
