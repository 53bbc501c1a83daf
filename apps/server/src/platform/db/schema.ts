// The database as Kysely sees it: the table types are generated from the migrated database into
// schema.generated.ts (`npm run db:types`, decision 042); this file gives the code its names for them.
// Columns are snake_case (each feature's repository maps them to the spec's camelCase field names).
import type { Selectable } from 'kysely';
import type { DB } from './schema.generated.ts';

export type Database = DB;

// Names the code uses for single columns; each comes from the column's CHECK constraint (migrations).
export type UserStatus = Selectable<DB['users']>['status'];
export type PasswordState = Selectable<DB['users']>['password_state'];
export type PasswordTokenPurpose = Selectable<DB['password_tokens']>['purpose'];
export type QuickPayKind = Selectable<DB['quick_pay_settings']>['kind'];
export type DocumentStatus = Selectable<DB['order_documents']>['status'];
export type SupplyPartnerSection = Selectable<DB['supply_partners']>['section'];
export type AnnouncementResponseValue = Selectable<DB['announcement_responses']>['response'];

export type VendorTable = DB['vendors'];
export type OrderDocumentUploadTable = DB['order_document_uploads'];
