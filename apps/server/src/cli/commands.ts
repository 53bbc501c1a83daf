// The admin commands. Each names its options (shown by --help) and runs against an open runtime.
import { randomBytes } from 'node:crypto';
import type { Runtime } from '../runtime.ts';
import { makeVerifier } from '../platform/identity/password-verifier.ts';
import { seedDemoIfEmpty } from '../demo/seed-demo.ts';
import { REMOVE_DEMO_COMMAND, removeDemoAccounts } from '../demo/demo-accounts.ts';
import { EVERYTHING_BUT_USERS, grantRolesToMany, grantUserAdmin } from '../features/vendors/grant-role.ts';
import { seedBenchmark } from '../demo/seed-benchmark.ts';
import { seedPopulation } from '../demo/seed-population.ts';
import { createPasswordFlows } from '../features/auth/password-flows.service.ts';
import { createAndSendRound } from '../features/announcement-rounds/announce-round.ts';
import { runHousekeeping } from '../housekeeping.ts';
import { apiClientCommands } from './api-client-commands.ts';
import { staffCommands } from './staff-commands.ts';
import type { Command, Values } from './command-types.ts';
import { emailOption, text } from './option-values.ts';

export type { Command } from './command-types.ts';

function positiveInt(v: Values, key: string, fallback?: number): number {
  const raw = v[key];
  if (raw === undefined && fallback !== undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`--${key} must be a positive whole number (got ${String(raw)}).`);
  return n;
}

/** A temporary password the user replaces at first sign-in: 16 characters from an unambiguous alphabet. */
function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join('');
}

/** Where mail went, without the relay's credentials. */
function mailRoute(rt: Runtime): string {
  const { smtpUrl, outboxDir } = rt.config.mail;
  return smtpUrl ? `through the SMTP relay ${new URL(smtpUrl).host}` : `written to the outbox ${outboxDir}`;
}

async function vendorIdOf(rt: Runtime, vendorNum: number): Promise<number> {
  const vendor = await rt.db
    .selectFrom('vendors')
    .select('id')
    .where('vendor_num', '=', vendorNum)
    .executeTakeFirst();
  if (!vendor)
    throw new Error(`There is no vendor #${vendorNum}. Create it with: npm run admin -- create-vendor`);
  return vendor.id;
}

export const commands: Record<string, Command> = {
  'create-vendor': {
    summary: 'Create a vendor (a service contractor company).',
    options: {
      'vendor-num': { type: 'string', description: 'the vendor number', required: true },
      company: { type: 'string', description: 'company name', required: true },
      email: { type: 'string', description: 'contact e-mail(s), separated by ;' },
      phone: { type: 'string', description: 'phone (digits)' },
    },
    async run(rt, v) {
      const vendorNum = positiveInt(v, 'vendor-num');
      const exists = await rt.db
        .selectFrom('vendors')
        .select('id')
        .where('vendor_num', '=', vendorNum)
        .executeTakeFirst();
      if (exists) throw new Error(`Vendor #${vendorNum} already exists.`);
      await rt.db
        .insertInto('vendors')
        .values({
          vendor_num: vendorNum,
          company: text(v, 'company'),
          contact_email: text(v, 'email'),
          phone: text(v, 'phone').replace(/\D/g, ''),
        })
        .execute();
      console.log(`Vendor #${vendorNum} '${text(v, 'company')}' created.`);
    },
  },
  'create-user': {
    summary: 'Create a user of a vendor; prints a temporary password to replace at first sign-in.',
    options: {
      'vendor-num': { type: 'string', description: 'the vendor the user works for', required: true },
      email: { type: 'string', description: 'sign-in e-mail', required: true },
      'first-name': { type: 'string', description: 'first name' },
      'last-name': { type: 'string', description: 'last name' },
      phone: { type: 'string', description: 'phone number (stored as digits)' },
      admin: { type: 'boolean', description: "make the user an Administrator of the vendor's users" },
    },
    async run(rt, v) {
      const email = emailOption(v, 'email');
      const vendorId = await vendorIdOf(rt, positiveInt(v, 'vendor-num'));
      const taken = await rt.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      if (taken) throw new Error(`A user with the e-mail ${email} already exists.`);
      const password = temporaryPassword();
      const secret = await makeVerifier(email, password);
      const user = await rt.db
        .insertInto('users')
        .values({
          vendor_id: vendorId,
          email,
          first_name: text(v, 'first-name'),
          last_name: text(v, 'last-name'),
          phone_number: text(v, 'phone').replace(/\D/g, ''),
          srp_salt: secret.salt,
          srp_verifier: secret.verifier,
          password_state: 'new_password_required',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // a new vendor's first user needs this to manage the others through the portal; anyone else
      // may do all but that until an Administrator narrows it
      if (v.admin === true) await grantUserAdmin(rt.db, vendorId, user.id);
      else await grantRolesToMany(rt.db, vendorId, [user.id], EVERYTHING_BUT_USERS);
      console.log(
        `User ${email} created (${v.admin === true ? 'Administrator' : 'Office and Finance'}). Temporary password (to be replaced at first sign-in): ${password}`,
      );
    },
  },
  'reset-password': {
    summary:
      "Require a user to set a new password: sign-in then answers 'Password Reset Required', and a link to set one is e-mailed.",
    options: { email: { type: 'string', description: "the user's sign-in e-mail", required: true } },
    async run(rt, v) {
      const email = text(v, 'email').toLowerCase();
      const flows = createPasswordFlows({
        ...rt,
        log: { error: (_details, message) => console.error(message) },
      });
      const outcome = await flows.requirePasswordReset(email, 'admin-cli');
      if (outcome === 'no_user') throw new Error(`There is no user with the e-mail ${email}.`);
      if (outcome === 'disabled') throw new Error(`The user ${email} is disabled; enable the account first.`);
      console.log(
        `Password of ${email} reset: the user must set a new password. A link to set it was e-mailed to ${email} (${mailRoute(rt)}).`,
      );
    },
  },
  'seed-demo': {
    summary: 'Load the demo dataset into an empty database and print the demo sign-in.',
    options: {},
    async run(rt) {
      const demo = await seedDemoIfEmpty(rt.db, rt.blobs);
      console.log(
        demo
          ? `Demo data loaded. Demo sign-in: ${demo.email} / ${demo.password} (${demo.orders} work orders)\n` +
              `Demo API client (provider API, every scope): ${demo.apiClientId} / ${demo.apiClientSecret}\n` +
              `Demo staff sign-in (Administrator): ${demo.staff.email} / ${demo.staff.password}, TOTP secret ${demo.staff.totpSecret}`
          : 'The database already holds vendors; the demo dataset was not loaded.',
      );
      // a throwaway or test database may take the demo; a server on it will not start (decision 098)
      if (demo && rt.config.db.url !== undefined)
        console.log(
          `A server on this database (DATABASE_URL) refuses to start while the demo accounts are in it: ${REMOVE_DEMO_COMMAND} removes them.`,
        );
    },
  },
  'remove-demo': {
    summary:
      "Delete the demo's accounts, whose secrets the README publishes: the demo API client, the demo staff Administrator and the demo vendors' users (a server on DATABASE_URL refuses to start while they are there).",
    options: {},
    async run(rt) {
      const removed = await removeDemoAccounts(rt.db);
      console.log(
        removed.length === 0
          ? 'The database holds no demo accounts.'
          : `Removed ${removed.length} demo account(s):\n${removed.map((account) => `  - ${account}`).join('\n')}\nThe demo vendors and their orders, if any, are left as they are.`,
      );
    },
  },
  'announce-round': {
    summary:
      "Announce orders to vendors: each vendor's contacts get an e-mail with accept, decline and unsubscribe links (unsubscribed vendors get none).",
    options: {
      orders: { type: 'string', description: 'PO numbers, separated by commas', required: true },
      vendors: { type: 'string', description: 'vendor numbers, separated by commas', required: true },
    },
    async run(rt, v) {
      const list = (key: string) =>
        text(v, key)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      const vendorNums = list('vendors').map((n) => {
        if (!/^\d+$/.test(n)) throw new Error(`--vendors: '${n}' is not a vendor number.`);
        return Number(n);
      });
      const outcome = await createAndSendRound(rt, {
        poNums: list('orders'),
        vendorNums,
        createdBy: 'admin-cli',
      });
      console.log(`Announcement round ${outcome.roundId} created; mail ${mailRoute(rt)}.`);
      for (const s of outcome.sent) console.log(`  vendor #${s.vendorNum}: e-mailed to ${s.to.join(', ')}`);
      for (const s of outcome.skipped)
        console.log(
          `  vendor #${s.vendorNum}: no e-mail (${s.reason === 'unsubscribed' ? 'unsubscribed' : 'no contact e-mail and no active user'})`,
        );
      for (const f of outcome.failed) console.error(`  vendor #${f.vendorNum}: e-mail failed: ${f.error}`);
      if (outcome.failed.length > 0) throw new Error(`${outcome.failed.length} e-mail(s) could not be sent.`);
    },
  },
  housekeeping: {
    summary:
      'Delete old Excel exports, long-ended sessions and old audit rows now (the server also does it hourly).',
    options: {},
    async run(rt) {
      const pruned = await runHousekeeping({ db: rt.db, blobs: rt.blobs, settings: rt.config.housekeeping });
      const { exportRetentionHours, endedSessionRetentionDays, auditLogRetentionDays } =
        rt.config.housekeeping;
      console.log(
        `Deleted ${pruned.exports} Excel export(s) older than ${exportRetentionHours} h, ` +
          `${pruned.sessions} session(s) ended more than ${endedSessionRetentionDays} days ago, ` +
          `${pruned.auditRows} audit row(s) older than ${auditLogRetentionDays} days.`,
      );
    },
  },
  'seed-benchmark': {
    summary:
      'Create a benchmark vendor with many work orders (default 100,000), or with --population a many-vendor population for load tests.',
    options: {
      orders: { type: 'string', description: 'how many work orders (default 100000)' },
      'vendor-num': { type: 'string', description: 'vendor number (default 90001)' },
      population: {
        type: 'string',
        description:
          'instead: this many vendors (e.g. 1000) with order counts on a long tail, users, invoices, QuickPay, documents; vendors already there are kept',
      },
      seed: { type: 'string', description: 'the population: seed of its random draws (default 19)' },
      median: { type: 'string', description: "the population: the median vendor's orders (default 450)" },
      largest: {
        type: 'string',
        description: "the population: the largest vendors' orders (3 in 1,000; default 100000)",
      },
    },
    async run(rt, v) {
      const started = Date.now();
      const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
      if (v.population !== undefined) {
        const population = await seedPopulation(
          rt.db,
          rt.blobs,
          {
            vendors: positiveInt(v, 'population'),
            seed: positiveInt(v, 'seed', 19),
            median: positiveInt(v, 'median', 450),
            largest: positiveInt(v, 'largest', 100_000),
          },
          (line) => console.log(line),
        );
        console.log(
          population.made === 0
            ? `The population of ${population.vendors} vendors is already there; nothing was added (${seconds()} s).`
            : `Population: ${population.made} vendor(s) added in ${seconds()} s.`,
        );
        console.log(
          `${population.vendors} vendors (#${population.firstVendorNum}-#${population.firstVendorNum + population.vendors - 1}), ` +
            `${population.orders} work orders (median ${population.median} per vendor; ` +
            `largest: ${population.largest.map((l) => `#${l.vendorNum}`).join(', ')} with ${population.largest[0]?.orders} each), ` +
            `${population.users} users. Sign-in: user<k>.v<vendor number>@population.example / ${population.password}`,
        );
        return;
      }
      const result = await seedBenchmark(rt.db, {
        orders: positiveInt(v, 'orders', 100_000),
        vendorNum: positiveInt(v, 'vendor-num', 90_001),
      });
      console.log(
        `Benchmark vendor #${result.vendorNum} has ${result.orders} work orders (${seconds()} s). Sign-in: ${result.email}`,
      );
    },
  },
  ...apiClientCommands,
  ...staffCommands,
};
