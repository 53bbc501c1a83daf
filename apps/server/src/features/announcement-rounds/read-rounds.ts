// A round as its readers see it (the provider API, decision 055; the staff console, decision 062): its
// orders (with the vendor each is assigned to now), and every vendor it was meant for with the e-mail
// and the current answer. An answer to the round wins over leaving the list: the vendor still wants
// the work it accepted, it only wants no more rounds. A vendor skipped as unsubscribed shows
// `unsubscribed` with the time it unsubscribed.
import type { AnnouncementAnswer } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import {
  roundDetails,
  roundOrders,
  roundSkips,
  type RoundRow,
} from './announcement-round-view.repository.ts';

export type RoundVendorView = {
  vendorId: number;
  externalId: string | null;
  vendorNum: number;
  company: string;
  emailed: boolean;
  skippedBecause: 'unsubscribed' | 'no-addresses' | null;
  emailedAt: string | null;
  answer: AnnouncementAnswer;
  declinedReason: string | null;
  answeredAt: string | null;
  /**
   * when the vendor left the announcements list, through this round's link or before the round (its
   * skip); set beside an answer too: the answer wins as the vendor's answer, yet the round's count of
   * unsubscribes counts it (issue 38 point 11)
   */
  unsubscribedAt: string | null;
};

export type RoundOrderView = {
  ordNum: number;
  externalId: string | null;
  poNum: string;
  /** the vendor the order is assigned to now (null: none) */
  vendor: { id: number; vendorNum: number; company: string } | null;
};

export type RoundView = {
  id: number;
  externalId: string | null;
  createdBy: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  workOrders: RoundOrderView[];
  vendors: RoundVendorView[];
};

/** What both readers show of a vendor the round was meant for, beside their own id of it. */
export const vendorAnswerOf = (v: RoundVendorView) => ({
  vendorNum: v.vendorNum,
  company: v.company,
  emailed: v.emailed,
  skippedBecause: v.skippedBecause,
  emailedAt: v.emailedAt,
  answer: v.answer,
  declinedReason: v.declinedReason,
  answeredAt: v.answeredAt,
});

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The rounds `rows` as their readers see them, in the same order. */
export async function readRoundViews(db: Db, rows: RoundRow[]): Promise<RoundView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [orders, details, skips] = await Promise.all([
    roundOrders(db, ids),
    roundDetails(db, ids),
    roundSkips(db, ids),
  ]);
  return rows.map((row) => {
    const vendors: RoundVendorView[] = [
      ...details
        .filter((d) => d.roundId === row.id)
        .map((d): RoundVendorView => {
          const answered = d.response !== null;
          return {
            vendorId: d.vendorId,
            externalId: d.externalId,
            vendorNum: d.vendorNum,
            company: d.company,
            emailed: true,
            skippedBecause: null,
            emailedAt: iso(d.emailedAt),
            answer: answered
              ? d.response === 'Accepted'
                ? 'accepted'
                : 'declined'
              : d.unsubscribedAt
                ? 'unsubscribed'
                : 'no-answer',
            declinedReason: d.response === 'Declined' ? d.declinedReason : null,
            answeredAt: answered ? iso(d.respondedAt) : iso(d.unsubscribedAt),
            unsubscribedAt: iso(d.unsubscribedAt),
          };
        }),
      ...skips
        .filter((s) => s.roundId === row.id)
        .map((s): RoundVendorView => ({
          vendorId: s.vendorId,
          externalId: s.externalId,
          vendorNum: s.vendorNum,
          company: s.company,
          emailed: false,
          skippedBecause: s.reason === 'unsubscribed' ? 'unsubscribed' : 'no-addresses',
          emailedAt: null,
          answer: s.reason === 'unsubscribed' ? 'unsubscribed' : 'no-answer',
          declinedReason: null,
          answeredAt: iso(s.unsubscribedAt),
          unsubscribedAt: s.reason === 'unsubscribed' ? iso(s.unsubscribedAt) : null,
        })),
    ].sort((a, b) => a.vendorNum - b.vendorNum);
    return {
      id: row.id,
      externalId: row.externalId,
      createdBy: row.createdBy,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      workOrders: orders
        .filter((o) => o.roundId === row.id)
        .map((o) => ({
          ordNum: o.ordNum,
          externalId: o.externalId,
          poNum: o.poNum,
          vendor:
            o.vendorId !== null && o.vendorNum !== null && o.vendorCompany !== null
              ? { id: o.vendorId, vendorNum: o.vendorNum, company: o.vendorCompany }
              : null,
        })),
      vendors,
    };
  });
}
