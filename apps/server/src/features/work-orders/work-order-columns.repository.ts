// A work order's own columns (`orders as o`) named as the company's surfaces read them: the provider
// API's answers (provider-work-orders.repository.ts) and the console's form and audit
// (staff-work-orders.repository.ts) show the same fields under the same names, from this one list.
import { sql } from 'kysely';

/** Which order and which version of it: its ids, times, PO # and status code. */
export const orderIdentityColumns = [
  'o.ord_num as ordNum',
  'o.external_id as externalId',
  'o.version',
  'o.created_at as createdAt',
  'o.updated_at as updatedAt',
  'o.po_num as poNum',
  'o.status_code as status',
] as const;

/** What the company writes of an order besides its place and vendor (its PUT's fields). */
export const orderTermsColumns = [
  'o.category',
  'o.order_type as orderType',
  'o.priority',
  'o.client_po as clientPO',
  // money stays text from PostgreSQL to the answer
  sql<string | null>`o.nte::text`.as('nte'),
  'o.order_comment as scope',
  'o.additional_information as additionalInformation',
  'o.begin_service as beginService',
  'o.service_end as serviceEnd',
  'o.service_days as serviceDays',
] as const;
