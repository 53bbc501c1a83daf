// The access matrix of every surface, generated from the contracts (issue 39 point 1, decision 107):
// each route as registered carries its contract's `access`, and each is called as every kind of caller:
// a vendor call without a session (401 before the body is read), and as a user of every default role
// and of none (403 with the permission's text where the role lacks it, through where it holds it); a provider call with a token
// of every scope but its own (403) and with its own. A new call joins the matrix by being registered.
// The staff role matrix (every staff call x every role) stands in features/staff-accounts/staff-api.test.ts.
import { describe, expect, it } from 'vitest';
import * as contracts from '@vp/contracts';
import {
  DEFAULT_VENDOR_ROLES,
  PROVIDER_SCOPES,
  vendorMay,
  vendorPermissionDenied,
  type Access,
  type DefaultVendorRoleName,
  type ProviderScope,
  type VendorAccess,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { providerClient } from '../../../test/provider-client.ts';
import { signInUser } from '../../../test/fixtures/index.ts';
import type { AccessRoute } from './access-routes.ts';

const server = testServerForFile();

/** Every contract the package exports: an object with a method, a path and an access. */
type Contract = { method: string; path: string; access: Access };
const CONTRACTS = (Object.values(contracts) as unknown[]).filter(
  (value): value is Contract =>
    typeof value === 'object' && value !== null && 'access' in value && 'path' in value && 'method' in value,
);

/** A concrete URL of a route: each path parameter an id that names nothing. */
const urlOf = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, '2147483000');

/** The call with a body that is not even JSON: a guard that reads it first would answer 400. */
const rawCall = (route: AccessRoute, headers: Record<string, string> = {}) =>
  fetch(server.url + urlOf(route.url), {
    method: route.method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(route.method === 'GET' ? {} : { body: '{"not json' }),
  });

const call = (route: AccessRoute, headers: Record<string, string>) =>
  api(server, urlOf(route.url), {
    method: route.method,
    headers,
    ...(route.method === 'GET' ? {} : { body: {} }),
  });

const routesOf = (kind: Access['kind']) =>
  server.app.accessRoutes.filter((route) => route.access.kind === kind);

describe('every route of the three surfaces', () => {
  it("is registered from a contract, with that contract's access", () => {
    expect(server.app.accessRoutes.length).toBeGreaterThan(150);
    for (const route of server.app.accessRoutes) {
      const contract = CONTRACTS.find((c) => c.method === route.method && c.path === route.url);
      expect(contract, `${route.method} ${route.url}: no contract`).toBeDefined();
      expect(route.access, `${route.method} ${route.url}`).toEqual(contract!.access);
    }
  });

  it('stands for every contract of the package (no contract without its route)', () => {
    const registered = new Set(server.app.accessRoutes.map((route) => `${route.method} ${route.url}`));
    const missing = CONTRACTS.filter((c) => !registered.has(`${c.method} ${c.path}`)).map(
      (c) => `${c.method} ${c.path}`,
    );
    expect(missing).toEqual([]);
  });
});

describe('the vendor API', () => {
  it('answers 401 to every vendor call without a session, before reading its body', async () => {
    const routes = routesOf('vendor');
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const res = await rawCall(route);
      const label = `${route.method} ${route.url}`;
      expect(res.status, label).toBe(401);
      expect(((await res.json()) as { error: string }).error, label).not.toMatch(/Invalid request|JSON/);
    }
  });

  // every vendor call x every default role, and a user holding no role: the role's permissions let the
  // call through (not 401 or 403) or it is refused with 403 and its first permission's text, before
  // the body is read
  const holders = [
    ...DEFAULT_VENDOR_ROLES.map((role) => ({ name: role.name, roles: [role.name], held: role.permissions })),
    { name: 'no role', roles: [] as DefaultVendorRoleName[], held: [] as readonly string[] },
  ];
  it.each(holders)(
    'lets a user of role $name make exactly the calls its permissions name',
    async (holder) => {
      const user = await signInUser(server, { roles: holder.roles });
      const routes = routesOf('vendor');
      let allowedCount = 0;
      for (const route of routes) {
        const label = `${holder.name}: ${route.method} ${route.url}`;
        if (vendorMay(holder.held, route)) {
          allowedCount++;
          const allowed = await call(route, { authorization: `Bearer ${user.token}` });
          expect([401, 403], label).not.toContain(allowed.status);
        } else {
          const refused = await rawCall(route, { authorization: `Bearer ${user.token}` });
          expect(refused.status, label).toBe(403);
          const first = (route.access as VendorAccess).permissions![0]!;
          expect(((await refused.json()) as { error: string }).error, label).toBe(
            vendorPermissionDenied(first),
          );
        }
      }
      // the matrix is not empty on either side for any role but the Administrator's
      expect(allowedCount, holder.name).toBeGreaterThan(0);
      if (holder.name !== 'Administrator') expect(allowedCount, holder.name).toBeLessThan(routes.length);
    },
  );

  it('names a permission on every vendor call but the session, account, start-up and reference ones', () => {
    const open = routesOf('vendor')
      .filter((route) => !(route.access as VendorAccess).permissions)
      .map((route) => route.url)
      .sort();
    expect(open).toEqual(
      [
        contracts.validateVendorPortalUserCall.path,
        contracts.myAccountCall.path,
        contracts.getNotificationSettingsCall.path,
        contracts.saveNotificationSettingsCall.path,
        contracts.signOutOtherSessionsCall.path,
        contracts.portalSettingsCall.path,
        contracts.disclaimerValuesCall.path,
        contracts.statusOrdersCall.path,
        contracts.securityKeysCall.path,
        contracts.getStatesCall.path,
        contracts.getCitiesCall.path,
        contracts.getCitiesByStateCall.path,
        contracts.getByZipCall.path,
        contracts.getDocumentTypesCall.path,
        contracts.getSupplyPartnersCall.path,
        contracts.createSupplyPartnerLinkTrackingCall.path,
        contracts.downloadSupplyPartnerDocumentCall.path,
      ].sort(),
    );
  });

  it('lets the public calls through without a session (they answer by their own rules)', async () => {
    const res = await fetch(`${server.url}${contracts.signInStartCall.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@vendor.test' }),
    });
    expect(res.status).toBe(200);
    expect((await fetch(`${server.url}/api/openapi.json`)).status).toBe(200);
  });
});

describe('the provider API', () => {
  it('answers 403 to a token without the call’s scope and lets one with it through', async () => {
    const routes = routesOf('provider');
    expect(routes.length).toBeGreaterThan(40);
    const scoped = new Map<string, Awaited<ReturnType<typeof providerClient>>>();
    const clientWith = async (scopes: ProviderScope[]) => {
      const key = scopes.join(' ');
      if (!scoped.has(key)) scoped.set(key, await providerClient(server, scopes));
      return scoped.get(key)!;
    };
    for (const route of routes) {
      const needed = (route.access as { scope: ProviderScope | 'none' }).scope;
      const label = `${route.method} ${route.url}`;
      const own = await clientWith(needed === 'none' ? [] : [needed]);
      const allowed = await own.call(
        route.method,
        urlOf(route.url),
        route.method === 'GET' ? {} : { body: {} },
      );
      expect([401, 403], label).not.toContain(allowed.status);
      if (needed === 'none') continue;
      const others = await clientWith(PROVIDER_SCOPES.filter((scope) => scope !== needed));
      const refused = await others.call(
        route.method,
        urlOf(route.url),
        route.method === 'GET' ? {} : { body: {} },
      );
      expect(refused.status, label).toBe(403);
      expect(refused.json.type, label).toContain('insufficient-scope');
    }
  });
});
