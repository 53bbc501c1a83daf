// A crew line's field work as every surface reads it (issue 41 points 1 and 2, decision 114): the
// columns of the answer, ETA, hold and completion on a query of `crew_details as cd`, and the shape
// the provider API and the field-work calls show them in. Domain, so that the provider's work-order
// mapper (features/work-orders) and the field-work capability read one definition.
import { sql } from 'kysely';

/** The store's time zone, else its client's: the zone of the line's ETA (null when neither has one). */
const storeTimeZone = sql<string | null>`(select coalesce(l.time_zone, c.time_zone)
    from orders o join locations l on l.id = o.location_id join clients c on c.id = o.client_id
   where o.ord_num = cd.ord_num)`;

/** The field-work columns of `crew_details as cd`, to spread into a select. */
export const fieldWorkColumns = () =>
  [
    sql<Date | null>`cd.response_due_at`.as('responseDueAt'),
    sql<Date | null>`cd.answered_at`.as('answeredAt'),
    sql<string | null>`cd.decline_reason`.as('declineReason'),
    sql<string | null>`cd.decline_note`.as('declineNote'),
    sql<string | null>`cd.eta_date::text`.as('etaDate'),
    sql<string | null>`to_char(cd.eta_from, 'HH24:MI')`.as('etaFrom'),
    sql<string | null>`to_char(cd.eta_to, 'HH24:MI')`.as('etaTo'),
    sql<string | null>`cd.hold_reason`.as('holdReason'),
    sql<string | null>`cd.hold_until::text`.as('holdUntil'),
    sql<string | null>`cd.hold_note`.as('holdNote'),
    sql<string | null>`cd.resolution_notes`.as('resolutionNotes'),
    sql<string | null>`cd.labour_hours::text`.as('labourHours'),
    sql<Date | null>`cd.completed_at`.as('completedAt'),
    storeTimeZone.as('timeZone'),
  ] as const;

export type FieldWorkColumns = {
  responseDueAt: Date | null;
  answeredAt: Date | null;
  declineReason: string | null;
  declineNote: string | null;
  etaDate: string | null;
  etaFrom: string | null;
  etaTo: string | null;
  holdReason: string | null;
  holdUntil: string | null;
  holdNote: string | null;
  resolutionNotes: string | null;
  labourHours: string | null;
  completedAt: Date | null;
  timeZone: string | null;
};

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The columns as the answers show them (providerCrewLineFieldWorkShape's fields). */
export function fieldWorkOf(row: FieldWorkColumns) {
  return {
    respondBy: iso(row.responseDueAt),
    answeredAt: iso(row.answeredAt),
    decline: row.declineReason === null ? null : { reason: row.declineReason, note: row.declineNote ?? '' },
    eta:
      row.etaDate === null || row.etaFrom === null || row.etaTo === null
        ? null
        : { date: row.etaDate, from: row.etaFrom, to: row.etaTo, timeZone: row.timeZone },
    hold:
      row.holdReason === null || row.holdUntil === null
        ? null
        : { reason: row.holdReason, expectedDate: row.holdUntil, note: row.holdNote ?? '' },
    completion:
      row.resolutionNotes === null || row.completedAt === null
        ? null
        : {
            resolutionNotes: row.resolutionNotes,
            labourHours: row.labourHours ?? '0.00',
            completedAt: row.completedAt.toISOString(),
          },
  };
}
