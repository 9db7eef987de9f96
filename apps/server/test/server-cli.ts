/**
 * How a test starts the server's command line as a process: the bundle the project's global
 * set-up built from the current sources (test/server-bundle.global.ts).
 */
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    serverCli: string;
  }
}

/** The arguments of `node` that run the command line: append the command and its options. */
export const serverCli = (): readonly string[] => [inject('serverCli')];
