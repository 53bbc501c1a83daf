// What the list of work orders reads from its address (decision 111): a dashboard tile opens it with
// its onsite days and attention filter (?from=YYYY-MM-DD&to=YYYY-MM-DD&attention=open); anything else
// in the address is ignored and the list opens with its default filters.
import { WORK_ORDER_ATTENTIONS, type WorkOrderAttention } from '@vp/contracts';
import { defaultFilters, type FilterValues } from './filter-rules.ts';

export type ListFromUrl = { filters: FilterValues; attention: WorkOrderAttention | undefined };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a dashboard tile's list shows, in words (the list says it above its rows). */
export const ATTENTION_LABELS: Record<WorkOrderAttention, string> = {
  open: 'open orders only',
  'unread-notes': 'orders with notes from the company you have not read',
  'rejected-documents': 'orders with a document the company rejected',
  'answer-overdue': 'dispatches not answered by their deadline',
};

export function listFromUrl(
  params: URLSearchParams,
  today: string,
  woHistoryMonthLimit: string,
): ListFromUrl {
  const filters = defaultFilters(today, woHistoryMonthLimit);
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && DAY.test(from) && DAY.test(to)) {
    filters.onsiteStartDate = from;
    filters.onsiteEndDate = to;
  }
  const attention = params.get('attention');
  return {
    filters,
    attention: (WORK_ORDER_ATTENTIONS as readonly string[]).includes(attention ?? '')
      ? (attention as WorkOrderAttention)
      : undefined,
  };
}
