// The provider API's side of the demo (issue 17 point 7): an API client with every scope under a
// fixed id and secret, printed at the first start as the demo sign-in is, and the company's own ids
// on the demo vendor, its clients and stores, so that the README's walk-through can upsert a work
// order for the demo vendor with ids a newcomer can copy. Fixed values are for the demo only: a real
// client is made by `npm run admin -- create-api-client` with a random secret.
import { PROVIDER_SCOPES } from '@vp/contracts';
import { sql } from 'kysely';
import type { Db } from '../platform/db/database.ts';
import { hashClientSecret } from '../platform/identity/api-client-secrets.ts';

export const DEMO_API_CLIENT_ID = 'vpc_demo_acme_cmms';
export const DEMO_API_CLIENT_SECRET = 'vps_demo_Acme-CMMS-2026';
export const DEMO_VENDOR_EXTERNAL_ID = 'NW-10001';

export async function seedProviderDemo(tx: Db, demoVendorId: number): Promise<void> {
  await tx
    .insertInto('api_clients')
    .values({
      client_id: DEMO_API_CLIENT_ID,
      name: 'Acme CMMS (demo)',
      scopes: [...PROVIDER_SCOPES],
      secret_hash: hashClientSecret(DEMO_API_CLIENT_SECRET),
      contact_email: 'integrations@acme-facilities.example',
    })
    .execute();
  await tx
    .updateTable('vendors')
    .set({ external_id: DEMO_VENDOR_EXTERNAL_ID })
    .where('id', '=', demoVendorId)
    .execute();
  // a client's id is its code; a store's is the client's code and the store number ('WMT-1042')
  await sql`update clients set external_id = code where external_id is null`.execute(tx);
  await sql`
    update locations l set external_id = c.code || '-' || l.store_number
    from clients c where c.id = l.client_id and l.external_id is null
  `.execute(tx);
}
