// The bulk upsert of work orders (issue 17 point 3, decision 051). Every item is checked first (its
// shape and its references, looked up once for the whole call); the good ones are then written in
// chunks, each chunk ONE set-based statement (work-orders-batch.ts): one parse, plan, round trip and
// commit for many items instead of one per item. A statement is all or nothing, so when a chunk's
// statement fails (a PO number or crew line held by another work order, a deadlock, a value the
// database refuses) nothing of it landed and its items are written again one by one, each its own
// statement, so that a bad item fails alone, named, and the good ones land. Items that share a key
// (external id, PO number, crew line) with an earlier item of the call are written one by one after
// the chunks, in their order, since one statement cannot upsert a row twice.
import {
  type BulkResponse,
  type BulkResult,
  type BulkWorkOrderItem,
  type PutWorkOrderBody,
  bulkWorkOrderItemSchema,
  externalIdSchema,
  putWorkOrderBodySchema,
} from '@vp/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldErrorsOf, runBulk } from '../../platform/provider/bulk.ts';
import { etagOf } from '../../platform/provider/etag.ts';
import {
  anyWorkOrderExists,
  loadRefs,
  readPriorWorkOrders,
  recordCompanyMoves,
  refErrors,
  updatesOf,
  workOrderRows,
  writeWorkOrder,
  WRITTEN_MEANWHILE,
  type PriorWorkOrder,
  type WorkOrderRefs,
} from './work-order-write.repository.ts';
import { planWrite, type WritePlan } from './work-order-changes.ts';
import { retryOnceOnRace } from '../../platform/provider/upsert-by-external-id.ts';
import { writeWorkOrderBatch } from './work-orders-batch.repository.ts';
import { flushEarlierCommits, withAsyncCommit } from '../../platform/db/unflushed-commit.ts';
import { PROVIDER_ACTOR } from './provider-work-orders-shared.ts';

/** Items per statement: large enough that the per-statement costs vanish, small enough that a chunk
 * that falls back to one by one costs little. */
export const BULK_CHUNK = 250;
/** Connections one bulk call writes on at once (PostgreSQL runs one statement on one core). */
const BULK_LANES = 2;

type Checked = { index: number; item: BulkWorkOrderItem };

export async function bulkUpsertWorkOrders(db: Db, items: unknown[]): Promise<BulkResponse> {
  const refs = await loadRefs(db, items);
  const withRefs = <T extends PutWorkOrderBody>(schema: z.ZodType<T>) =>
    schema.superRefine((item, ctx) => {
      for (const error of refErrors(item, refs))
        ctx.addIssue({ code: 'custom', path: error.path.split('.'), message: error.message });
    });
  const itemSchema = withRefs(bulkWorkOrderItemSchema);
  const bodySchema = withRefs(putWorkOrderBodySchema);
  const results: BulkResult[] = [];
  const checked: Checked[] = [];
  items.forEach((raw, index) => {
    const parsed = quickCheck(raw, bodySchema) ?? itemSchema.safeParse(raw);
    if (parsed.success) checked.push({ index, item: parsed.data });
    else
      results.push({
        index,
        externalId: externalIdOf(raw),
        status: 'failed',
        errors: fieldErrorsOf(parsed.error),
      });
  });
  const { first, repeated } = splitByKeys(checked);
  const chunks: Checked[][] = [];
  for (let from = 0; from < first.length; from += BULK_CHUNK)
    chunks.push(first.slice(from, from + BULK_CHUNK));
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(BULK_LANES, chunks.length) }, () =>
      withAsyncCommit(db, async (conn) => {
        for (let chunk = chunks[next++]; chunk; chunk = chunks[next++])
          results.push(...(await writeChunk(conn, refs, chunk)));
      }),
    ),
  );
  if (repeated.length > 0)
    await withAsyncCommit(db, async (conn) => {
      results.push(...(await writeOneByOne(conn, refs, repeated)));
    });
  results.sort((a, b) => a.index - b.index);
  // one synchronous commit flushes the WAL up to here, every chunk's and item's commit included,
  // before the answer says they landed
  if (results.some((r) => r.status !== 'failed')) await flushEarlierCommits(db);
  const count = (status: BulkResult['status']) => results.filter((r) => r.status === status).length;
  return { results, created: count('created'), updated: count('updated'), failed: count('failed') };
}

/**
 * A good item checked as its body and its external id apart: the item schema (their intersection)
 * parses the item twice and merges the results, ~3 times the cost. Null when anything is wrong: the
 * item schema then names the errors as the call has always named them.
 */
function quickCheck(
  raw: unknown,
  bodySchema: z.ZodType<PutWorkOrderBody>,
): { success: true; data: BulkWorkOrderItem } | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { externalId, ...fields } = raw as { externalId?: unknown };
  const id = externalIdSchema.safeParse(externalId);
  const body = id.success ? bodySchema.safeParse(fields) : null;
  return body?.success ? { success: true, data: { ...body.data, externalId: id.data! } } : null;
}

/** The items that are the first of the call to name each of their keys, and the rest, in order. */
function splitByKeys(checked: Checked[]): { first: Checked[]; repeated: Checked[] } {
  const seen = new Set<string>();
  const first: Checked[] = [];
  const repeated: Checked[] = [];
  for (const c of checked) {
    const keys = [
      `order ${c.item.externalId}`,
      `po ${c.item.poNum}`,
      ...c.item.crewLines.map((line) => `line ${line.externalId}`),
    ];
    (keys.some((key) => seen.has(key)) ? repeated : first).push(c);
    keys.forEach((key) => seen.add(key));
  }
  return { first, repeated };
}

/**
 * A chunk: its orders that exist read under their locks in one transaction, each item's plan made
 * (decision 122), the unchanged answered without a write, the rest in one statement, then the company's
 * moves. A chunk of new work orders only (a nightly sync's) has nothing to lock or keep: its statement
 * runs on its own, as before, and refuses itself if another write created one of them meanwhile. An
 * item whose statuses are refused, or a statement that fails (nothing of it landed), goes one by one,
 * where each fails alone with its own answer.
 */
async function writeChunk(conn: Db, refs: WorkOrderRefs, chunk: Checked[]): Promise<BulkResult[]> {
  const ids = chunk.map((c) => c.item.externalId);
  let planned: Planned;
  try {
    planned = (await anyWorkOrderExists(conn, ids))
      ? await conn
          .transaction()
          .execute(async (tx) => planAndWrite(tx, refs, chunk, await readPriorWorkOrders(tx, ids)))
      : await planAndWrite(conn, refs, chunk, new Map());
  } catch {
    return writeOneByOne(conn, refs, chunk);
  }
  const { done, alone } = planned;
  return alone.length === 0 ? done : [...done, ...(await writeOneByOne(conn, refs, alone))];
}

type Planned = { done: BulkResult[]; alone: Checked[] };

/** The chunk planned over what it replaces, written in one statement, with the company's moves. */
async function planAndWrite(
  db: Db,
  refs: WorkOrderRefs,
  chunk: Checked[],
  priors: Map<string, PriorWorkOrder>,
): Promise<Planned> {
  const alone: Checked[] = [];
  const done: BulkResult[] = [];
  const planned: { c: Checked; plan: WritePlan; isNew: boolean }[] = [];
  for (const c of chunk) {
    const { externalId, ...body } = c.item;
    const prior = priors.get(externalId);
    const plan = planWrite(workOrderRows(refs, externalId, body), prior);
    if ('refused' in plan) alone.push(c);
    else if (prior && plan.unchanged)
      done.push({ index: c.index, externalId, status: 'updated', etag: etagOf(prior.version) });
    else planned.push({ c, plan, isNew: prior === undefined });
  }
  const written = await writeWorkOrderBatch(
    db,
    planned.map(({ plan, isNew }) => ({ rows: plan.rows, isNew, updates: updatesOf(plan) })),
  );
  for (const [k, w] of written.entries()) {
    const { c, plan } = planned[k]!;
    await recordCompanyMoves(
      db,
      { ordNum: w.ordNum, externalId: c.item.externalId, orderStatus: plan.rows.order.status_code },
      plan.moves,
      PROVIDER_ACTOR,
    );
    done.push({
      index: c.index,
      externalId: c.item.externalId,
      status: w.created ? 'created' : 'updated',
      etag: etagOf(w.version),
    });
  }
  return { done, alone };
}

/** Checked items one after another, each its own statement (so its own transaction). */
async function writeOneByOne(conn: Db, refs: WorkOrderRefs, checked: Checked[]): Promise<BulkResult[]> {
  const answer = await runBulk(
    checked.map((c) => c.item),
    z.custom<BulkWorkOrderItem>(),
    async ({ externalId, ...body }) => {
      try {
        const order = await retryOnceOnRace('po-number-in-use', () =>
          retryOnceOnRace(WRITTEN_MEANWHILE, () => writeWorkOrder(conn, refs, externalId, body, undefined)),
        );
        return { externalId, status: order.created ? 'created' : 'updated', version: order.version };
      } catch (error) {
        // two items of the call that share a crew line or PO number, written at the same moment
        if ((error as { code?: unknown }).code === DEADLOCK)
          throw new AppError(
            'conflict',
            'The item clashed with another item of this call written at the same moment; send it again.',
          );
        throw error;
      }
    },
  );
  return answer.results.map((r) => ({ ...r, index: checked[r.index]!.index }));
}

const DEADLOCK = '40P01';

function externalIdOf(raw: unknown): string | null {
  const value =
    typeof raw === 'object' && raw !== null ? (raw as { externalId?: unknown }).externalId : undefined;
  return typeof value === 'string' ? value : null;
}
