/** An empty app serving a web build that the suite writes into a temporary folder. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type EmptyApp, startEmptyApp } from './demo-app';
import { useTemporaryDirectory } from './temporary-directory';

/** Writes the build with `writeBuild`, then starts the app on it; answers the app. */
export function useAppServingWebBuild(
  writeBuild: (distDir: string) => Promise<void>,
): () => FastifyInstance {
  const distDirectory = useTemporaryDirectory('outlet-pulse-dist-');
  let empty: EmptyApp | undefined;
  beforeAll(async () => {
    const distDir = distDirectory();
    await writeBuild(distDir);
    empty = await startEmptyApp('duckdb', { webDistDir: distDir });
  });
  afterAll(async () => empty?.dispose());
  return () => {
    if (!empty) throw new Error('the app starts in beforeAll');
    return empty.app;
  };
}
