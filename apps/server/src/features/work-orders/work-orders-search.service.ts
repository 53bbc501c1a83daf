// The work-order search (SPEC section 5): the onsite date rule, then the vendor's rows streamed as
// JSON text as PostgreSQL sends them (decisions 025 and 030). The vendor is always the session's.
import { PassThrough, type Readable } from 'node:stream';
import {
  DEFAULT_WO_HISTORY_MONTH_LIMIT,
  calendarDateIn,
  checkOnsiteRange,
  type searchWorkOrdersRequest,
} from '@vp/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { Admission } from '../../platform/http/admission.ts';
import { forEachSearchBatch, readSearchState, type SearchFilters } from './work-orders.repository.ts';
import type { KeptAnswer, SearchAnswers, StreamedAnswerKeeper } from './search-answers.ts';
import { timeZoneOf } from './work-orders-shared.ts';
import { nextDay, startOfDayIn } from './zoned-time.ts';

type SearchInput = z.output<typeof searchWorkOrdersRequest>;

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The search filters of a request, once the onsite date rule holds under IT's history limit (else 400
 * with its text).
 */
export function searchFilters(
  request: SearchInput,
  monthLimit: string | null,
  assignedTo: number | null = null,
  userId = 0,
): SearchFilters {
  const timeZone = timeZoneOf(request.timezone);
  // IT has not stored one: the default the settings call answers too
  const limit = monthLimit ?? String(DEFAULT_WO_HISTORY_MONTH_LIMIT);
  const check = checkOnsiteRange({
    onsiteStartDate: request.onsiteStartDate,
    onsiteEndDate: request.onsiteEndDate,
    today: calendarDateIn(new Date(), timeZone),
    woHistoryMonthLimit: limit,
    timeZone,
  });
  if (!check.ok) throw badRequest(check.message);
  return {
    from: startOfDayIn(check.begin, timeZone),
    // the whole end day
    to: startOfDayIn(nextDay(check.end), timeZone),
    statusCode: blankToNull(request.wOStatus),
    storeNumber: blankToNull(request.locationNum),
    poPrefix: blankToNull(request.pONum),
    assignedTo,
    attention: request.attention ?? null,
    userId,
  };
}

/** Above this much unread answer text, the search waits for the client before fetching more rows. */
const SEARCH_BUFFER_BYTES = 64 * 1024 * 1024;

/** Resolves when `out` takes more text, or has been closed (the client went away). */
const writable = (out: PassThrough) =>
  new Promise<void>((resolve) => {
    out.once('drain', resolve);
    out.once('close', resolve);
  });

/** What identifies an answer among the vendor's: its filters, made absolute (days as instants). */
const answerKey = (vendorId: number, f: SearchFilters) =>
  JSON.stringify([
    vendorId,
    f.from.getTime(),
    f.to.getTime(),
    f.statusCode,
    f.storeNumber,
    f.poPrefix,
    // a Technician's answer is their own (assignments count as the vendor's search changes, migration 0047)
    f.assignedTo,
    f.attention,
  ]);

/**
 * Whether an answer may be kept under the vendor's version: not those of the notes a user has read or
 * of rejected documents, which change without a search change of the vendor (decision 111).
 */
const keepable = (f: SearchFilters) => f.attention === null || f.attention === 'open';

/**
 * The search answer {"vendors":[…]}: an answer kept at the vendor's current version when there is one
 * (decision 071), else the rows as JSON text, written batch by batch as PostgreSQL sends the rows
 * (decisions 025 and 030). The rows come from the driver already in the contract's shape, so they skip
 * the schema-driven response serializer (decision 010), and the 49 MB text of 100,000 rows never
 * exists at once. An answer of one batch (up to 1,000 rows: a vendor's usual list) is answered whole,
 * as a string: it is compressed in one call and sent with its length, like any other JSON answer,
 * instead of through a stream and a compressing stream (issue 19 point 4, decision 068). A larger one
 * is a stream that starts once the second batch is in, so that a failing query is still a 500; a
 * failure after that cuts the answer short (never a short list that looks whole). A streamed answer is
 * kept too, up to a size (decision 087), and the same search asked while it is being made waits for it
 * instead of reading the rows again.
 */
export async function searchWorkOrders(
  db: Db,
  vendorId: number,
  request: SearchInput,
  turns: Admission,
  answers: SearchAnswers,
  signal?: AbortSignal,
  assignedTo: number | null = null,
  userId = 0,
): Promise<Readable | string | KeptAnswer> {
  // the version before the rows: rows read after it are at least as new (search-answers.ts)
  const { monthLimit, version } = await readSearchState(db, vendorId);
  const filters = searchFilters(request, monthLimit, assignedTo, userId);
  if (!keepable(filters)) return streamAnswer(db, vendorId, filters, turns, signal, null);
  const key = answerKey(vendorId, filters);
  const kept = answers.get(key, version) ?? (await answers.coming(key, version));
  if (kept) return kept;
  return streamAnswer(db, vendorId, filters, turns, signal, { answers, key, version });
}

type Keeping = { answers: SearchAnswers; key: string; version: string };

/** The rows read in a turn at the pool, kept when `keeping` says where. */
async function streamAnswer(
  db: Db,
  vendorId: number,
  filters: SearchFilters,
  turns: Admission,
  signal: AbortSignal | undefined,
  keeping: Keeping | null,
): Promise<Readable | string | KeptAnswer> {
  // a turn at the pool (search-admission.ts), held until PostgreSQL has sent the last row
  const release = await turns.acquire(signal);
  let answer: Readable | string;
  try {
    answer = await streamSearch(db, vendorId, filters, release, () =>
      keeping ? keeping.answers.keepStreamed(keeping.key, keeping.version) : null,
    );
  } catch (err) {
    release();
    throw err;
  }
  if (typeof answer !== 'string' || !keeping) return answer;
  return keeping.answers.keep(keeping.key, keeping.version, answer) ?? answer;
}

async function streamSearch(
  db: Db,
  vendorId: number,
  filters: SearchFilters,
  release: () => void,
  keeper: () => StreamedAnswerKeeper | null,
): Promise<Readable | string> {
  // The search's connection is one of a small pool that every request shares: it must be handed
  // back as soon as PostgreSQL has delivered the rows, never held while a slow client reads. So the
  // batches are not paced by the client: the text waits in this stream's buffer instead (at most
  // the answer's size, as before streaming), and only a client that reads nothing past
  // SEARCH_BUFFER_BYTES slows the reading of rows down. At 50 concurrent searches, pacing by the
  // client made requests time out waiting for a connection (decision 025).
  let out: PassThrough | null = null;
  // the first batch's rows as a JSON array, held until it is known whether another batch follows
  let first: string | null = null;
  // the streamed text, kept as well (search-answers.ts) once the answer turns out to be a stream
  let keeping: StreamedAnswerKeeper | null = null;
  const write = (answer: PassThrough, text: string): boolean => {
    keeping?.add(text);
    return answer.write(text);
  };
  return new Promise<Readable | string>((resolve, reject) => {
    const stream = (): PassThrough => {
      if (out) return out;
      const opened = new PassThrough({ highWaterMark: SEARCH_BUFFER_BYTES });
      keeping = keeper();
      write(opened, '{"vendors":[' + (first ?? '[]').slice(1, -1));
      out = opened;
      resolve(opened);
      return opened;
    };
    forEachSearchBatch(db, vendorId, filters, async (rows) => {
      if (rows.length === 0) return;
      if (out === null && first === null) {
        first = JSON.stringify(rows);
        return;
      }
      const answer = stream();
      if (answer.destroyed) throw new Error('the client went away');
      if (!write(answer, ',' + JSON.stringify(rows).slice(1, -1))) await writable(answer);
    }).then(
      () => {
        release();
        if (out) {
          write(out, ']}');
          out.end();
          keeping?.finish();
        } else resolve(`{"vendors":${first ?? '[]'}}`);
      },
      (err: unknown) => {
        release();
        keeping?.abandon();
        if (out) out.destroy(err as Error);
        else reject(err as Error);
      },
    );
  });
}
