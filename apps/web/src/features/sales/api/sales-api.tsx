/**
 * How the sales screens call the API. Signed-in pages use the session (authorizedRequest); a
 * shared beta link supplies its signed token instead, and carries what the link was made for
 * (its scope), so that the filter offers nothing the server refuses the link. Widgets only ever
 * call `useSalesApi()`, so the same widget works on both kinds of page.
 */
import { SHARED_LINK_HEADER } from '@outlet-pulse/contracts';
import { createContext, type ReactNode, useContext } from 'react';
import type { SuccessSchema } from '../../../lib/api-client';
import { apiRequest } from '../../../lib/api-client';
import { authorizedRequest } from '../../../lib/authorized-api';

/**
 * What a shared link shows (DOMAIN.md, deviations): the company of its address (a code, TOTAL
 * or All) and the year it was made for; null when its address names no year.
 */
export interface LinkScope {
  company: string;
  year: number | null;
}

export interface SalesApi {
  /** GET /api/portal/salessummary/<call>?<query>, unwrapped and checked against the schema. */
  get<Data>(
    call: string,
    schema: SuccessSchema<Data>,
    query: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<Data>;
  /** Tells the query cache apart: 'session' or the link token. */
  readonly cacheKey: string;
  /** A shared link's reach; a session has none (the server decides what it may see). */
  readonly scope?: LinkScope;
}

function salesPath(call: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  // apiRequest adds the /api/ prefix itself.
  return `portal/salessummary/${call}${search ? `?${search}` : ''}`;
}

export const sessionSalesApi: SalesApi = {
  cacheKey: 'session',
  get: (call, schema, query, signal) =>
    authorizedRequest(salesPath(call, query), schema, { signal }),
};

export function linkSalesApi(token: string, scope?: LinkScope): SalesApi {
  return {
    cacheKey: `link:${token}`,
    ...(scope ? { scope } : {}),
    get: (call, schema, query, signal) =>
      apiRequest(salesPath(call, query), schema, {
        signal,
        headers: { [SHARED_LINK_HEADER]: token },
      }),
  };
}

const SalesApiContext = createContext<SalesApi>(sessionSalesApi);

export function SalesApiProvider({ api, children }: { api: SalesApi; children: ReactNode }) {
  return <SalesApiContext value={api}>{children}</SalesApiContext>;
}

export function useSalesApi(): SalesApi {
  return useContext(SalesApiContext);
}
