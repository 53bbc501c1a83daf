// The crew line's state machine (issue 41 point 2, decision 114), property-tested: every pair of a
// status and a move, for each side, is allowed exactly as the table below says and refused otherwise
// with words naming why; the order's status follows its lines by the rule's precedence.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREW_LINE_STATUSES, type CrewLineStatus } from '../work-orders/crew-line-statuses.ts';
import {
  CREW_LINE_MOVES,
  MOVE_RULES,
  allowedMoves,
  companyStatusWrite,
  moveRefused,
  moveTarget,
  orderStatusAfter,
  type CrewLineMove,
  type MoveActor,
} from './crew-line-moves.ts';

/** The moves written out once more by hand, as the issue reads: what each status allows, to where. */
const EXPECTED: Record<string, CrewLineStatus> = {
  'vendor Assigned accept': 'Accepted',
  'vendor Assigned decline': 'Declined',
  'vendor Accepted change-eta': 'Accepted',
  'vendor On Site change-eta': 'On Site',
  'vendor In Progress change-eta': 'In Progress',
  'vendor On Hold change-eta': 'On Hold',
  'vendor Accepted start': 'In Progress',
  'vendor On Site start': 'In Progress',
  'vendor On Hold start': 'In Progress',
  'vendor Accepted hold': 'On Hold',
  'vendor On Site hold': 'On Hold',
  'vendor In Progress hold': 'On Hold',
  'vendor On Site complete': 'Completed',
  'vendor In Progress complete': 'Completed',
  'company Completed reopen': 'In Progress',
  // the company's write of the work order (decision 122): no call of their own
  'company Assigned cancel': 'Cancelled',
  'company Accepted cancel': 'Cancelled',
  'company Declined cancel': 'Cancelled',
  'company On Site cancel': 'Cancelled',
  'company In Progress cancel': 'Cancelled',
  'company On Hold cancel': 'Cancelled',
  'company Completed cancel': 'Cancelled',
  'company Declined redispatch': 'Assigned',
  'company Cancelled redispatch': 'Assigned',
};

const status = fc.constantFrom(...CREW_LINE_STATUSES);
const move = fc.constantFrom(...CREW_LINE_MOVES);
const side = fc.constantFrom<MoveActor>('vendor', 'company');

describe('the crew line state machine', () => {
  it('allows exactly the moves of the table, to the status the table says', () => {
    fc.assert(
      fc.property(status, move, side, (from, m, by) => {
        expect(moveTarget(from, m, by)).toBe(EXPECTED[`${by} ${from} ${m}`]);
      }),
    );
    // and every pair was walked, not only those fast-check happened to draw
    for (const by of ['vendor', 'company'] as const)
      for (const from of CREW_LINE_STATUSES)
        for (const m of CREW_LINE_MOVES) expect(moveTarget(from, m, by)).toBe(EXPECTED[`${by} ${from} ${m}`]);
  });

  it('refuses every other move with words that name the status or the side', () => {
    fc.assert(
      fc.property(status, move, side, (from, m, by) => {
        fc.pre(moveTarget(from, m, by) === undefined);
        const text = moveRefused(from, m, by);
        expect(text.length).toBeGreaterThan(10);
        expect(text.includes(from) || text.startsWith('Only the')).toBe(true);
      }),
    );
  });

  it('lists as allowed exactly the moves that have a target, and never one of the other side', () => {
    fc.assert(
      fc.property(status, side, (from, by) => {
        const allowed = allowedMoves(from, by);
        expect(allowed).toEqual(
          CREW_LINE_MOVES.filter(
            (m) => MOVE_RULES[m].through === 'call' && moveTarget(from, m, by) !== undefined,
          ),
        );
        if (by === 'company') expect(allowed.every((m) => m === 'reopen')).toBe(true);
        else expect(allowed).not.toContain('reopen');
      }),
    );
  });

  it('refuses any text that is not a status', () => {
    fc.assert(
      fc.property(fc.string(), move, side, (from, m, by) => {
        fc.pre(!(CREW_LINE_STATUSES as readonly string[]).includes(from));
        expect(moveTarget(from, m as CrewLineMove, by)).toBeUndefined();
      }),
    );
  });

  it('reaches every status but Assigned and Cancelled from Assigned by some walk of vendor and company moves', () => {
    const seen = new Set<string>(['Assigned']);
    let frontier: string[] = ['Assigned'];
    while (frontier.length > 0) {
      const next: string[] = [];
      for (const from of frontier)
        for (const by of ['vendor', 'company'] as const)
          for (const m of allowedMoves(from, by)) {
            const to = moveTarget(from, m, by)!;
            if (seen.has(to)) continue;
            next.push(to);
            seen.add(to);
          }
      frontier = next;
    }
    expect([...seen].sort()).toEqual(
      ['Accepted', 'Assigned', 'Completed', 'Declined', 'In Progress', 'On Hold'].sort(),
    );
  });
});

describe("the company's write of a line's status (decision 122)", () => {
  const answered = ['Accepted', 'On Site', 'In Progress', 'On Hold', 'Completed'] as const;
  it("keeps the vendor's status when Assigned comes again, moves by the table, refuses the rest", () => {
    fc.assert(
      fc.property(status, status, fc.boolean(), (current, sent, newDeadline) => {
        const write = companyStatusWrite(current, sent, newDeadline);
        if (sent === current) expect(write).toEqual({ kind: 'same' });
        else if (sent === 'Assigned' && (answered as readonly string[]).includes(current))
          expect(write).toEqual({ kind: 'kept' });
        else if (sent === 'Assigned' && current === 'Declined')
          expect(write).toEqual(
            newDeadline ? { kind: 'move', move: 'redispatch', to: 'Assigned' } : { kind: 'kept' },
          );
        else if (sent === 'Assigned')
          expect(write).toEqual({ kind: 'move', move: 'redispatch', to: 'Assigned' });
        else if (sent === 'Cancelled')
          expect(write).toEqual({ kind: 'move', move: 'cancel', to: 'Cancelled' });
        else if (current === 'Completed' && sent === 'In Progress')
          expect(write).toEqual({ kind: 'move', move: 'reopen', to: 'In Progress' });
        else {
          expect(write.kind).toBe('refused');
          if (write.kind === 'refused')
            expect(write.message).toContain(`is ${current}: the company cannot set it to ${sent}`);
        }
      }),
    );
  });
});

describe("the order's status after a move", () => {
  const lines = fc.array(status, { minLength: 1, maxLength: 6 });
  it('keeps INVOICED and CANCELLED, whatever the lines', () => {
    fc.assert(
      fc.property(fc.constantFrom('INVOICED', 'CANCELLED'), lines, (current, ls) => {
        expect(orderStatusAfter(current, ls)).toBe(current);
      }),
    );
  });

  it('follows the lines by precedence: work under way, then on hold, then all completed, then dispatched', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('OPEN', 'DISPATCHED', 'IN PROGRESS', 'ON HOLD', 'COMPLETED'),
        lines,
        (current, ls) => {
          const after = orderStatusAfter(current, ls);
          const counted = ls.filter((s) => s !== 'Declined' && s !== 'Cancelled');
          if (ls.includes('In Progress') || ls.includes('On Site')) expect(after).toBe('IN PROGRESS');
          else if (ls.includes('On Hold')) expect(after).toBe('ON HOLD');
          else if (counted.length > 0 && counted.every((s) => s === 'Completed'))
            expect(after).toBe('COMPLETED');
          else if (ls.includes('Assigned') || ls.includes('Accepted')) expect(after).toBe('DISPATCHED');
          else if (counted.length === 0) expect(after).toBe('OPEN');
          else expect(after).toBe(current);
        },
      ),
    );
  });
});
