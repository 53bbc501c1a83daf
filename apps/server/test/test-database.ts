// Where server tests get PostgreSQL: TEST_DATABASE_URL (an admin URL to any PostgreSQL 15+, as CI
// does with the machine's service) or, by default, an embedded PostgreSQL started for the run.
// Each test file clones its own database from a migrated template, so files never see each other's rows.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEMPLATE_DB = 'vp_test_template';

export function withDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new database cloned from the template; retried because PostgreSQL clones one template at a time. */
export async function cloneTemplate(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `vp_test_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `create database ${name} template ${TEMPLATE_DB}`);
      break;
    } catch (err) {
      if (attempt >= 50 || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

export async function recreateTemplate(adminUrl: string): Promise<string> {
  await adminQuery(adminUrl, `drop database if exists ${TEMPLATE_DB} with (force)`);
  await adminQuery(adminUrl, `create database ${TEMPLATE_DB}`);
  return withDatabase(adminUrl, TEMPLATE_DB);
}
