// The join every work-order screen starts from: a vendor's crew line with its order, client, store
// and status. Shared so that the search, the details and the scheduling list read one definition
// (a feature may not import another feature's repository).
import type { Db } from './database.ts';

export function crewLinesWithOrders(db: Db) {
  return db
    .selectFrom('crew_details as cd')
    .innerJoin('orders as o', 'o.ord_num', 'cd.ord_num')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .innerJoin('locations as l', 'l.id', 'o.location_id')
    .innerJoin('order_statuses as s', 's.code', 'o.status_code');
}
