// API clients of the provider API (issue 17, decision 047): created, listed, revoked and given a new
// secret by the admin CLI; checked by the token call. A secret is shown once, at creation or rotation,
// and only its hash is kept.
import { isProviderScope, PROVIDER_SCOPES } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import {
  hashClientSecret,
  newClientId,
  newClientSecret,
  secretMatches,
} from '../../platform/identity/api-client-secrets.ts';
import {
  activeClientSecret,
  apiClientRow,
  apiClientRows,
  insertApiClient,
  markRevoked,
  revokedAtOf,
  setSecretHash,
} from './api-clients.repository.ts';

export type ApiClientSummary = {
  clientId: string;
  name: string;
  scopes: string[];
  contactEmail: string | null;
  createdAt: Date;
  secretRotatedAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};

/** 'a,b , c' as scopes; throws naming every unknown one and the catalogue. */
export function parseScopes(list: string): string[] {
  const scopes = [...new Set(list.split(/[\s,]+/).filter(Boolean))];
  if (scopes.length === 0)
    throw new Error(`Name at least one scope. Known scopes: ${PROVIDER_SCOPES.join(', ')}.`);
  const unknown = scopes.filter((s) => !isProviderScope(s));
  if (unknown.length > 0)
    throw new Error(
      `Unknown scope${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Known scopes: ${PROVIDER_SCOPES.join(', ')}.`,
    );
  return scopes;
}

export async function createApiClient(
  db: Db,
  input: { name: string; scopes: string[]; contactEmail?: string },
): Promise<{ clientId: string; secret: string }> {
  const clientId = newClientId();
  const secret = newClientSecret();
  await insertApiClient(db, {
    client_id: clientId,
    name: input.name,
    scopes: input.scopes,
    secret_hash: hashClientSecret(secret),
    contact_email: input.contactEmail ?? null,
  });
  return { clientId, secret };
}

const toSummary = (r: {
  client_id: string;
  name: string;
  scopes: string[];
  contact_email: string | null;
  created_at: Date;
  secret_rotated_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
}): ApiClientSummary => ({
  clientId: r.client_id,
  name: r.name,
  scopes: r.scopes,
  contactEmail: r.contact_email,
  createdAt: r.created_at,
  secretRotatedAt: r.secret_rotated_at,
  revokedAt: r.revoked_at,
  lastUsedAt: r.last_used_at,
});

export async function listApiClients(db: Db): Promise<ApiClientSummary[]> {
  const rows = await apiClientRows(db);
  return rows.map(toSummary);
}

/** One client by its id, or null; `forUpdate` locks its row for the rest of the transaction. */
export async function findApiClient(
  db: Db,
  clientId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ApiClientSummary | null> {
  const row = await apiClientRow(db, clientId, options.forUpdate === true);
  return row ? toSummary(row) : null;
}

/** 'revoked', or 'already' / 'unknown'. Its tokens stop working at once: every call reads the row. */
export async function revokeApiClient(db: Db, clientId: string): Promise<'revoked' | 'already' | 'unknown'> {
  const row = await revokedAtOf(db, clientId);
  if (!row) return 'unknown';
  if (row.revoked_at) return 'already';
  await markRevoked(db, clientId);
  return 'revoked';
}

/** The new secret, or null for an unknown or revoked client. The old secret gets no more tokens. */
export async function rotateApiClientSecret(db: Db, clientId: string): Promise<string | null> {
  const secret = newClientSecret();
  return (await setSecretHash(db, clientId, hashClientSecret(secret))) ? secret : null;
}

// compared against when the client id is unknown, so that an unknown id costs the same as a wrong secret
const NO_CLIENT_HASH = hashClientSecret('no such client');

/** The client's granted scopes when the id and secret match an active client, else null. */
export async function authenticateApiClient(
  db: Db,
  clientId: string,
  secret: string,
): Promise<{ scopes: string[] } | null> {
  const row = await activeClientSecret(db, clientId);
  const matches = secretMatches(secret, row?.secret_hash ?? NO_CLIENT_HASH);
  return row && matches ? { scopes: row.scopes } : null;
}
