/**
 * One way for a test to call the API as somebody: `as('admin').get(url)`. The first call signs
 * the user in through the API (test/sign-in.ts); later calls reuse that session, so a suite
 * signs each user in once. Every call carries the bearer token, the session cookies and the
 * CSRF header, as the web app sends them.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type SignedIn, signIn } from './sign-in';

/** A demo username ('admin', 'manager', 'staff', 'it', 'newhire') or a user a factory built. */
export type Who = string | { username: string; password: string };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Anything of app.inject's options but what the caller decides. */
export type CallOptions = Omit<InjectOptions, 'method' | 'url' | 'payload'>;

export interface Caller {
  /** Signs in on first use; the same session afterwards. */
  session(): Promise<SignedIn>;
  /** The headers of a signed-in call (bearer token, cookies, CSRF header). */
  headers(): Promise<Record<string, string>>;
  call(
    method: Method,
    url: string,
    payload?: object,
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
  get(url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  post(url: string, payload?: object, options?: CallOptions): Promise<LightMyRequestResponse>;
  put(url: string, payload?: object, options?: CallOptions): Promise<LightMyRequestResponse>;
  delete(url: string, payload?: object, options?: CallOptions): Promise<LightMyRequestResponse>;
}

/** `as` for one app: callers are cached per username, so each user signs in once. */
export function callersOf(app: FastifyInstance): (who: Who) => Caller {
  const callers = new Map<string, Caller>();
  return (who) => {
    const username = typeof who === 'string' ? who : who.username;
    let caller = callers.get(username);
    if (!caller) {
      caller = callerOf(app, () =>
        typeof who === 'string' ? signIn(app, who) : signIn(app, who.username, who.password),
      );
      callers.set(username, caller);
    }
    return caller;
  };
}

function callerOf(app: FastifyInstance, signInOnce: () => Promise<SignedIn>): Caller {
  let session: Promise<SignedIn> | undefined;
  const caller: Caller = {
    session: () => {
      session ??= signInOnce();
      return session;
    },
    headers: async () => (await caller.session()).headers,
    call: async (method, url, payload, options = {}) =>
      app.inject({
        ...options,
        method,
        url,
        headers: { ...(await caller.headers()), ...options.headers },
        ...(payload === undefined ? {} : { payload }),
      }),
    get: (url, options) => caller.call('GET', url, undefined, options),
    post: (url, payload, options) => caller.call('POST', url, payload, options),
    put: (url, payload, options) => caller.call('PUT', url, payload, options),
    delete: (url, payload, options) => caller.call('DELETE', url, payload, options),
  };
  return caller;
}

/** A caller over a session the test signed in itself, e.g. one it will see ended. */
export function callerWith(app: FastifyInstance, session: SignedIn): Caller {
  return callerOf(app, async () => session);
}
