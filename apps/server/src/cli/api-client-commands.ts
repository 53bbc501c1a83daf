// The admin commands for the provider API's clients (issue 17, decision 047). A secret is printed
// once, by create and rotate; nothing else ever shows it (only its hash is stored).
import { PROVIDER_TOKEN_PATH } from '@vp/contracts';
import type { Command } from './command-types.ts';
import { emailOption, text } from './option-values.ts';
import {
  createApiClient,
  listApiClients,
  parseScopes,
  revokeApiClient,
  rotateApiClientSecret,
} from '../features/integrations/api-clients.service.ts';

const when = (d: Date | null): string => (d ? d.toISOString() : 'never');

function printSecret(clientId: string, secret: string, tokenUrl: string): void {
  console.log(`Client id:     ${clientId}`);
  console.log(`Client secret: ${secret}`);
  console.log('The secret is shown only now; store it in the client system. Tokens come from');
  console.log(`POST ${tokenUrl} (grant_type=client_credentials).`);
}

export const apiClientCommands: Record<string, Command> = {
  'create-api-client': {
    summary: 'Create an API client of the provider API; prints its client id and secret once.',
    options: {
      name: { type: 'string', description: 'what the client is, e.g. "CMMS"', required: true },
      scopes: {
        type: 'string',
        description: 'granted scopes, separated by commas (e.g. work-orders:write,invoices:write)',
        required: true,
      },
      'contact-email': { type: 'string', description: "the client system's owner, to reach about it" },
    },
    async run(rt, v) {
      const name = text(v, 'name');
      if (!name) throw new Error('--name must not be empty.');
      const scopes = parseScopes(text(v, 'scopes'));
      const email = emailOption(v, 'contact-email', { optional: true });
      const created = await createApiClient(rt.db, {
        name,
        scopes,
        ...(email ? { contactEmail: email } : {}),
      });
      console.log(`API client '${name}' created with the scopes ${scopes.join(', ')}.`);
      printSecret(created.clientId, created.secret, rt.config.publicUrl + PROVIDER_TOKEN_PATH);
    },
  },
  'list-api-clients': {
    summary: 'List the API clients: id, name, scopes, created, last used and revoked times (never secrets).',
    options: {},
    async run(rt) {
      const clients = await listApiClients(rt.db);
      if (clients.length === 0) {
        console.log('There are no API clients. Create one with: npm run admin -- create-api-client');
        return;
      }
      for (const c of clients) {
        console.log(
          `${c.clientId}  ${c.name}${c.revokedAt ? `  REVOKED ${when(c.revokedAt)}` : ''}\n` +
            `  scopes: ${c.scopes.join(', ')}\n` +
            `  created ${when(c.createdAt)}, secret rotated ${when(c.secretRotatedAt)}, last used ${when(c.lastUsedAt)}` +
            (c.contactEmail ? `\n  contact: ${c.contactEmail}` : ''),
        );
      }
    },
  },
  'revoke-api-client': {
    summary: 'Revoke an API client: it gets no more tokens and its live tokens stop working at once.',
    options: { 'client-id': { type: 'string', description: 'the client id (vpc_...)', required: true } },
    async run(rt, v) {
      const clientId = text(v, 'client-id');
      const outcome = await revokeApiClient(rt.db, clientId);
      if (outcome === 'unknown') throw new Error(`There is no API client ${clientId}.`);
      console.log(
        outcome === 'already'
          ? `API client ${clientId} was already revoked.`
          : `API client ${clientId} revoked.`,
      );
    },
  },
  'rotate-api-client-secret': {
    summary: 'Give an API client a new secret (printed once); the old secret gets no more tokens.',
    options: { 'client-id': { type: 'string', description: 'the client id (vpc_...)', required: true } },
    async run(rt, v) {
      const clientId = text(v, 'client-id');
      const secret = await rotateApiClientSecret(rt.db, clientId);
      if (!secret) throw new Error(`There is no active API client ${clientId} (unknown or revoked).`);
      console.log(`API client ${clientId} has a new secret.`);
      printSecret(clientId, secret, rt.config.publicUrl + PROVIDER_TOKEN_PATH);
    },
  },
};
