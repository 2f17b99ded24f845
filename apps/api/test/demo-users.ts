/**
 * Test helper: the demo users (src/modules/demo-data/DEMO-USERS.md) signed in through the embedded provider, and
 * a caller that sends their bearer token on their tenant's host.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app.js';
import { signInAs } from './sign-in.js';

export const DEMO_USERS = {
  ada: { password: 'Ada-Reads-Standards-1', host: 'localhost' },
  acme: { password: 'Acme-Library-Shared-1', host: 'localhost' },
  grace: { password: 'Grace-Finds-Bugs-1', host: 'localhost' },
  cpadmin: { password: 'Katherine-Plots-Orbits-1', host: 'localhost' },
  reports: { password: 'Alan-Breaks-Codes-1', host: 'localhost' },
  drm: { password: 'Hedy-Hops-Frequencies-1', host: 'localhost' },
  frances: { password: 'Frances-Optimizes-Loops-1', host: 'localhost' },
  radia: { password: 'Radia-Spans-Trees-1', host: 'localhost' },
  edsger: { password: 'Edsger-Finds-Paths-1', host: 'localhost' },
  annie: { password: 'Annie-Runs-Rockets-1', host: 'localhost' },
  john: { password: 'John-Compiles-Fortran-1', host: 'localhost' },
  multi: { password: 'Claude-Measures-Bits-1', host: 'localhost' },
  newbie: { password: 'Barbara-Substitutes-1', host: 'localhost' },
  operator: { password: 'Margaret-Lands-Apollo-1', host: 'localhost' },
  reader: { password: 'Tim-Weaves-The-Web-1', host: 'community.localhost' },
  nist: { password: 'Dorothy-Counts-1', host: 'nist.localhost' },
} as const;

export type DemoLogin = keyof typeof DEMO_USERS;

/** The bearer token of one demo user, signed in with the password of the demo table on their tenant's host. */
export function signInDemo(app: App, login: DemoLogin): Promise<string> {
  return signInAs(app, login, DEMO_USERS[login].password, DEMO_USERS[login].host);
}

/** Bearer tokens of the given demo users, signed in one after another (each on their tenant's host). */
export async function signInDemoUsers<L extends DemoLogin>(app: App, logins: readonly L[]): Promise<Record<L, string>> {
  const tokens = {} as Record<L, string>;
  for (const login of logins) tokens[login] = await signInAs(app, login, DEMO_USERS[login].password, DEMO_USERS[login].host);
  return tokens;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Caller = (method: Method, url: string, who?: string, payload?: unknown) => Promise<LightMyRequestResponse>;

/**
 * `call(method, url, who?, payload?)`: as `who` (a login in `tokens`) on their tenant's host, or without
 * sign-in on the keystone host when `who` is left out.
 */
export function demoCaller(app: () => Pick<App, 'inject'>, tokens: Record<string, string>): Caller {
  return (method, url, who, payload) =>
    app().inject({
      method,
      url,
      headers: { host: who && who in DEMO_USERS ? DEMO_USERS[who as DemoLogin].host : 'localhost', ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}
