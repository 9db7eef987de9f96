/** Bundles the server's command line into one ES module at `outfile` (build-server.mjs). */
export function buildServerBundle(outfile: string): Promise<void>;
