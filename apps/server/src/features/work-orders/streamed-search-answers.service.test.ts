// Streamed search answers kept (decision 087), against real PostgreSQL: a vendor whose list is more
// than one batch (1,000 rows) gets a stream the first time, and the same search afterwards is
// answered from the kept text, equal to what was streamed; the same search asked while the stream is
// still being kept waits for it instead of reading the rows again; a change is in the next answer;
// an answer past the streamed limit, or one abandoned, is not kept.
import type { Readable } from 'node:stream';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { searchWorkOrdersResponse } from '@vp/contracts';
import { type TestDb } from '../../../test/test-db.ts';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { createVendor, addManyOrders, addPlace, aroundToday, day } from '../../../test/fixtures/index.ts';
import { busyError, createAdmission, type Admission } from '../../platform/http/admission.ts';
import {
  createSearchAnswers,
  type KeptAnswer,
  type SearchAnswers,
  type StreamedAnswerKeeper,
} from './search-answers.ts';
import { searchWorkOrders } from './work-orders-search.service.ts';

const ROWS = 1_200;
const testDb = testDbForFile();
let db: TestDb['db'];
let vendorId: number;

const window = aroundToday();

/** The pool's turns, counting how many were taken: a search that reads rows takes one. */
function countedTurns(): Admission & { taken: number } {
  const turns = createAdmission({ maxRunning: 4, maxWaiting: 10, busy: () => busyError('busy', 1) });
  const counted = {
    taken: 0,
    ...turns,
    acquire: (signal?: AbortSignal) => {
      counted.taken += 1;
      return turns.acquire(signal);
    },
  };
  return counted;
}

const isKept = (answer: unknown): answer is KeptAnswer =>
  typeof answer === 'object' && answer !== null && 'json' in answer;

async function textOf(answer: Readable): Promise<string> {
  let text = '';
  for await (const chunk of answer) text += String(chunk);
  return text;
}

const rowsOf = (json: string) => searchWorkOrdersResponse.parse(JSON.parse(json)).vendors;

beforeAll(async () => {
  db = testDb.db;
  ({ vendorId } = await createVendor(db, 'Streamed Answers Co'));
  const place = await addPlace(db, { storeNumber: '8871' });
  const poNums = Array.from({ length: ROWS }, (_, i) => `PO-STREAM-${String(i).padStart(4, '0')}`);
  await addManyOrders(db, vendorId, place, poNums, new Date(`${day(-3)}T10:00:00Z`));
});

describe('streamed search answers kept', () => {
  it('answers the same search from the streamed text once it is whole, until a change', async () => {
    const answers = createSearchAnswers(4 * 1024 * 1024);
    const first = await searchWorkOrders(db, vendorId, window, countedTurns(), answers);
    if (isKept(first) || typeof first === 'string') throw new Error('expected a stream');
    const streamed = await textOf(first);
    expect(rowsOf(streamed)).toHaveLength(ROWS);
    await vi.waitFor(() => expect(answers.stats().answers).toBe(1));

    const turns = countedTurns();
    const again = await searchWorkOrders(db, vendorId, window, turns, answers);
    if (!isKept(again)) throw new Error('expected the kept answer');
    expect(again.json()).toBe(streamed);
    expect(turns.taken).toBe(0);

    // a change the rows show: the next answer reads the rows again and has it
    await db
      .updateTable('crew_details')
      .set({ nte: '4321.00' })
      .where('vendor_id', '=', vendorId)
      .where('ocd_id', '=', rowsOf(streamed)[0]!.ocdId)
      .execute();
    const changed = await searchWorkOrders(db, vendorId, window, countedTurns(), answers);
    if (isKept(changed) || typeof changed === 'string') throw new Error('expected a stream');
    const rows = rowsOf(await textOf(changed));
    expect(rows.find((r) => r.ocdId === rowsOf(streamed)[0]!.ocdId)?.nte).toBe(4321);
  });

  it('makes a search asked while the same answer is being kept wait for it, not read the rows again', async () => {
    const answers = createSearchAnswers(4 * 1024 * 1024);
    // the first answer's keeping held open until the second search is waiting
    let finishFirst!: () => void;
    const held = new Promise<void>((resolve) => (finishFirst = resolve));
    const holding: SearchAnswers = {
      ...answers,
      keepStreamed(key, version): StreamedAnswerKeeper {
        const keeper = answers.keepStreamed(key, version);
        return { ...keeper, finish: () => void held.then(() => keeper.finish()) };
      },
    };
    const first = await searchWorkOrders(db, vendorId, window, countedTurns(), holding);
    if (isKept(first) || typeof first === 'string') throw new Error('expected a stream');
    const streamed = await textOf(first);

    const turns = countedTurns();
    let settled = false;
    const second = searchWorkOrders(db, vendorId, window, turns, holding).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    finishFirst();
    const answer = await second;
    if (!isKept(answer)) throw new Error('expected the answer being kept');
    expect(answer.json()).toBe(streamed);
    expect(turns.taken).toBe(0);
  });

  it('keeps no streamed answer past the streamed limit', async () => {
    const answers = createSearchAnswers(4 * 1024 * 1024, { maxStreamedChars: 10_000 });
    for (let i = 0; i < 2; i++) {
      const answer = await searchWorkOrders(db, vendorId, window, countedTurns(), answers);
      if (isKept(answer) || typeof answer === 'string') throw new Error('expected a stream');
      expect(rowsOf(await textOf(answer))).toHaveLength(ROWS);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answers.stats().answers).toBe(0);
    }
  });
});

describe('a streamed answer keeper', () => {
  const text = JSON.stringify({ vendors: Array.from({ length: 100 }, (_, i) => ({ i, po: `PO-${i}` })) });

  it('keeps the pieces as one answer, and tells whoever waits', async () => {
    const answers = createSearchAnswers(1024 * 1024);
    const keeper = answers.keepStreamed('k', 'v1');
    const coming = answers.coming('k', 'v1');
    expect(coming).toBeDefined();
    expect(answers.coming('k', 'v2')).toBeUndefined();
    keeper.add(text.slice(0, 500));
    keeper.add(text.slice(500));
    keeper.finish();
    expect((await coming)?.json()).toBe(text);
    expect(answers.get('k', 'v1')?.json()).toBe(text);
    expect(answers.coming('k', 'v1')).toBeUndefined();
  });

  it('keeps nothing when abandoned or past the limit, and tells whoever waits so', async () => {
    const answers = createSearchAnswers(1024 * 1024, { maxStreamedChars: 1_000 });
    const abandoned = answers.keepStreamed('a', 'v1');
    const waiting = answers.coming('a', 'v1');
    abandoned.add(text.slice(0, 500));
    abandoned.abandon();
    expect(await waiting).toBeUndefined();

    const long = answers.keepStreamed('b', 'v1');
    const waitingLong = answers.coming('b', 'v1');
    long.add(text);
    long.finish();
    expect(await waitingLong).toBeUndefined();
    expect(answers.stats().answers).toBe(0);
  });
});
