// The staff console's vendor search (issue 18, decision 058). Its free text matches a fragment of a
// vendor's name, city, number or ZIP code: one pg_trgm GIN index over that text, lower-cased (the
// search's query repeats this exact expression: features/vendors/staff-vendors.repository.ts), serves
// LIKE '%...%' for fragments of 3 characters or more. Its trade and covered-ZIP filters find the
// vendors of one trade or ZIP code, which the existing unique indexes (vendor_id first) cannot.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists pg_trgm;
    create index vendors_search_text_trgm_idx on vendors using gin (
      (lower(company || ' ' || city || ' ' || vendor_num::text || ' ' || zip)) gin_trgm_ops
    );
    create index vendor_trades_trade_code_idx on vendor_trades (trade_code, vendor_id);
    create index vendor_zips_zip_code_idx on vendor_zips (zip_code, vendor_id);
  `.execute(db);
}
