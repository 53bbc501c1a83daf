// The work order form's values and checks (react-hook-form + zod), and how they become the staff
// call's body: the form holds text; the body holds ids, amounts and instants.
import { z } from 'zod';
import {
  CREW_LINE_STATUSES,
  type CrewLineStatus,
  type StaffWorkOrder,
  type StaffWorkOrderBody,
} from '@vp/contracts';
import { browserToday } from '../../../../lib/browser-time-zone.ts';

const picked = z.object({ id: z.number().int(), company: z.string() }).nullable();
const amount = z
  .string()
  .trim()
  .regex(/^(\d{1,10}(\.\d{1,2})?)?$/, 'Enter an amount such as 450.00, or leave it empty.');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the onsite date.');

export const crewLineValuesSchema = z.object({
  ocdId: z.number().int().optional(),
  vendor: picked,
  // one of the closed set (issue 38 point 11); a line read with another keeps it until changed here
  status: z
    .string()
    .refine((s) => (CREW_LINE_STATUSES as readonly string[]).includes(s), 'Choose the line’s status.'),
  workDate: day,
  /** the line's onsite instant as read: kept when the day is not changed */
  originalWorkDate: z.string().optional(),
  nte: amount,
});

export const workOrderValuesSchema = z.object({
  poNum: z.string().trim().min(1, 'Enter the PO number.').max(50),
  status: z.string().min(1, 'Choose a status.'),
  clientId: z.string().min(1, 'Choose the client.'),
  storeId: z.string().min(1, 'Choose the store.'),
  vendor: picked.refine((v) => Boolean(v), 'Choose the vendor.'),
  category: z.string().trim().min(1, 'Enter the category.').max(100),
  orderType: z.string().trim().min(1, 'Enter the order type.').max(100),
  priority: z.string().trim().max(100),
  clientPO: z.string().trim().max(100),
  nte: amount,
  scope: z.string().max(20_000),
  crewLines: z.array(crewLineValuesSchema).min(1, 'Add at least one crew line.').max(50),
});
export type WorkOrderValues = z.infer<typeof workOrderValuesSchema>;
export type CrewLineValues = z.infer<typeof crewLineValuesSchema>;

// Today as the user's calendar shows it: the UTC day is already tomorrow on a New York evening, and
// an order made then was outside its vendor's default search (the list ends today, local time).
export const newCrewLine = (vendor: WorkOrderValues['vendor'] = null): CrewLineValues => ({
  vendor,
  status: 'Assigned',
  workDate: browserToday(),
  nte: '',
});

/** A new form's values, made as it opens (not as the module loads: the console may stay open overnight). */
export const emptyWorkOrder = (): WorkOrderValues => ({
  poNum: '',
  status: 'OPEN',
  clientId: '',
  storeId: '',
  vendor: null,
  category: '',
  orderType: '',
  priority: '',
  clientPO: '',
  nte: '',
  scope: '',
  crewLines: [newCrewLine()],
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text typed in the form as the portal's rich text: one paragraph per line. */
export const textToHtml = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

/** The HTML's text, a line per block, for the form's plain text box. */
export function htmlToText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.querySelectorAll('p, li, div, h1, h2, h3, h4, h5, h6')];
  if (blocks.length === 0) return doc.body.textContent ?? '';
  return blocks.map((b) => b.textContent ?? '').join('\n');
}

export function valuesOf(order: StaffWorkOrder): WorkOrderValues {
  return {
    poNum: order.poNum,
    status: order.status,
    clientId: String(order.clientId),
    storeId: String(order.storeId),
    vendor:
      order.vendorId !== null
        ? { id: order.vendorId, company: order.vendorCompany ?? '' }
        : order.crewLines[0]
          ? { id: order.crewLines[0].vendorId, company: order.crewLines[0].vendorCompany }
          : null,
    category: order.category,
    orderType: order.orderType,
    priority: order.priority,
    clientPO: order.clientPO,
    nte: order.nte ?? '',
    scope: htmlToText(order.scope),
    crewLines: order.crewLines.map((l) => ({
      ocdId: l.ocdId,
      vendor: { id: l.vendorId, company: l.vendorCompany },
      status: l.status,
      workDate: l.workDate.slice(0, 10),
      originalWorkDate: l.workDate,
      nte: l.nte,
    })),
  };
}

/**
 * The call's body. `original` (an edit) keeps the scope's HTML as it was unless the text was changed,
 * and the fields the form does not show (additional information, service dates, IVR instructions).
 */
export function bodyOf(values: WorkOrderValues, original?: StaffWorkOrder): StaffWorkOrderBody {
  const scopeChanged = !original || values.scope !== htmlToText(original.scope);
  return {
    poNum: values.poNum.trim(),
    status: values.status,
    clientId: Number(values.clientId),
    storeId: Number(values.storeId),
    vendorId: values.vendor!.id,
    category: values.category.trim(),
    orderType: values.orderType.trim(),
    priority: values.priority.trim(),
    clientPO: values.clientPO.trim(),
    nte: values.nte.trim() === '' ? null : values.nte.trim(),
    scope: scopeChanged ? textToHtml(values.scope) : original.scope,
    ...(original
      ? {
          additionalInformation: original.additionalInformation,
          beginService: original.beginService,
          serviceEnd: original.serviceEnd,
          serviceDays: original.serviceDays,
          clientInstructions: original.clientInstructions,
        }
      : {}),
    crewLines: values.crewLines.map((line) => ({
      ...(line.ocdId !== undefined ? { ocdId: line.ocdId } : {}),
      ...(line.vendor ? { vendorId: line.vendor.id } : {}),
      // the values' schema has checked it is one of CREW_LINE_STATUSES
      status: line.status as CrewLineStatus,
      workDate:
        line.originalWorkDate && line.originalWorkDate.slice(0, 10) === line.workDate
          ? line.originalWorkDate
          : `${line.workDate}T12:00:00.000Z`,
      ...(line.nte.trim() ? { nte: line.nte.trim() } : {}),
    })),
  };
}
