// What a company's write of a work order changed (issue 41, decision 122): the names `work-order.updated`
// carries in `changes`, one per field of the provider's PUT body (the crew lines' as `crewLines.<field>`,
// each vendor's event naming its own lines only), and which of them a vendor is told of by e-mail: the
// issue's "changed (dates, NTE, scope)". A status, PO number or priority change is in the event for the
// company's systems and the timeline, and mails no one.

export const WORK_ORDER_CHANGES = [
  'poNum',
  'status',
  'client',
  'store',
  'vendor',
  'category',
  'orderType',
  'priority',
  'clientPO',
  'nte',
  'scope',
  'additionalInformation',
  'beginService',
  'serviceEnd',
  'serviceDays',
  'clientInstructions',
  'recurSummary',
  'crewLines.added',
  'crewLines.removed',
  'crewLines.status',
  'crewLines.nte',
  'crewLines.workDate',
  'crewLines.visitDate',
  'crewLines.respondBy',
  'crewLines.crewId',
] as const;
export type WorkOrderChange = (typeof WORK_ORDER_CHANGES)[number];

/** The changes a vendor's users are e-mailed about ("changed"), in the words the mail names them by. */
export const NOTIFIED_CHANGES: Partial<Record<WorkOrderChange, string>> = {
  beginService: 'service start',
  serviceEnd: 'service end',
  serviceDays: 'service days',
  'crewLines.workDate': 'work date',
  'crewLines.visitDate': 'visit date',
  'crewLines.respondBy': 'answer deadline',
  nte: 'NTE',
  'crewLines.nte': 'NTE',
  scope: 'scope',
  additionalInformation: 'scope',
  clientInstructions: 'scope',
  category: 'scope',
  orderType: 'scope',
  recurSummary: 'recurring services',
};

/** The words of the notified changes among `changes`, each once, in the list's order; [] for none. */
export function notifiedChangeWords(changes: readonly string[]): string[] {
  const words = changes.flatMap((c) => {
    const word = NOTIFIED_CHANGES[c as WorkOrderChange];
    return word ? [word] : [];
  });
  return [...new Set(words)];
}
