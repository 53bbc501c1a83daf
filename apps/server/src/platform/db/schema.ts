// The database as Kysely sees it. One type per table; columns in snake_case (the API maps them to the
// spec's camelCase field names in each feature's repository).
import type { ColumnType, Generated } from 'kysely';
import type * as Partners from './schema-supply-partners.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** a column with a database default: optional on insert */
type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** numeric columns: read as exact decimal strings, written as strings or numbers */
type Numeric = ColumnType<string, string | number, string | number>;

export type VendorTable = {
  id: Generated<number>;
  vendor_num: number;
  company: string;
  address: WithDefault<string>;
  city: WithDefault<string>;
  state: WithDefault<string>;
  zip: WithDefault<string>;
  contact_email: WithDefault<string>;
  contact_person: WithDefault<string>;
  fax: WithDefault<string>;
  phone: WithDefault<string>;
  mailing_company: WithDefault<string>;
  mailing_address: WithDefault<string>;
  mailing_city: WithDefault<string>;
  mailing_state: WithDefault<string>;
  mailing_zip: WithDefault<string>;
  is_service_fee: Generated<boolean>;
  service_fee: ColumnType<string, string | number | undefined, string | number>;
  remit_type: WithDefault<string>;
  check_company: WithDefault<string>;
  check_dba: WithDefault<string>;
  check_address: WithDefault<string>;
  check_city: WithDefault<string>;
  check_state: WithDefault<string>;
  check_zip: WithDefault<string>;
  allow_guest_ivr: Generated<number>;
  created_at: CreatedAt;
};

export type UserStatus = 'active' | 'disabled';
export type PasswordState = 'ok' | 'new_password_required' | 'password_reset_required';

export type UserTable = {
  id: Generated<number>;
  vendor_id: number;
  email: string;
  first_name: WithDefault<string>;
  last_name: WithDefault<string>;
  phone_number: WithDefault<string>;
  mobile_number: WithDefault<string | null>;
  status: Generated<UserStatus>;
  srp_salt: string;
  srp_verifier: string;
  password_state: Generated<PasswordState>;
  /** added by a vendor while the address signs in for another vendor: never signs in (migration 0013) */
  unclaimed: Generated<boolean>;
  created_at: CreatedAt;
};

export type RoleTable = {
  id: Generated<number>;
  vendor_id: number;
  name: string;
  description: WithDefault<string>;
  /** e.g. 'user-admin'; the known list is in the contracts */
  permissions: WithDefault<string[]>;
  created_at: CreatedAt;
};

/** vendor_id is the user's and the role's: both foreign keys include it */
export type UserRoleTable = { user_id: number; role_id: number; vendor_id: number };

export type SigningKeyTable = {
  kid: string;
  private_jwk: string;
  public_jwk: string;
  created_at: CreatedAt;
};

export type PortalSettingTable = { key: string; value: string };
export type SecurityKeyTable = { name: string; value: string };

export type OrderStatusTable = { code: string; description: string; sort_order: number };

export type ClientTable = { id: Generated<number>; code: string; name: string };

export type LocationTable = {
  id: Generated<number>;
  client_id: number;
  store_number: string;
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  /** the store's phone, digits only (migration 0008) */
  phone: Generated<string>;
};

export type AccountManagerTable = { id: Generated<number>; name: string; email: string };

export type OrderTable = {
  ord_num: Generated<number>;
  po_num: string;
  client_id: number;
  location_id: number;
  account_manager_id: number | null;
  category: string;
  order_type: string;
  priority: string;
  client_po: string;
  status_code: string;
  order_comment: string;
  additional_information: string;
  begin_service: Timestamp | null;
  service_end: Timestamp | null;
  service_days: Generated<number>;
  created_at: CreatedAt;
};

export type CrewDetailTable = {
  ocd_id: Generated<number>;
  ord_num: number;
  crew_id: number;
  vendor_id: number;
  status: string;
  nte: Numeric;
  work_date: Timestamp;
  visit_date: Timestamp | null;
  sign_off_exist: Generated<boolean>;
  vendor_invoice_exist: Generated<boolean>;
  /** the scheduled visit's comment, sanitized HTML, and who scheduled it when (migration 0008) */
  visit_comment: string | null;
  visit_scheduled_by: number | null;
  visit_scheduled_at: Timestamp | null;
};

export type StateTable = { code: string; name: string };
export type CityTable = { id: Generated<number>; state_code: string; name: string };
export type CountyTable = { id: Generated<number>; state_code: string; name: string };
export type ZipCodeTable = { zip: string; city: string; state_code: string; county: string };

export type SrpChallengeTable = {
  id: string;
  user_id: number | null;
  email: string;
  salt: string;
  server_secret: string;
  server_public: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
};

export type AuthSessionTable = {
  id: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
};

export type RefreshTokenTable = {
  token_hash: string;
  session_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type PasswordTokenPurpose = 'create' | 'reset';
export type PasswordTokenTable = {
  token_hash: string;
  user_id: number;
  purpose: PasswordTokenPurpose;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
};

export type AuditLogTable = {
  id: Generated<number>;
  at: CreatedAt;
  kind: string;
  user_id: number | null;
  email: string | null;
  ip: string | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
};

export type AuthSecretTable = { name: string; value: string };

/** One row per sign-in start, counted per client address (migration 0012). */
export type SignInStartTable = { id: Generated<string>; ip: string; at: CreatedAt };

/** An Excel export in the blob store, until the housekeeping sweep deletes it (decision 032). */
export type ExcelExportTable = { blob_key: string; vendor_id: number; created_at: CreatedAt };

export type InvoiceStatusTable = { code: string; webstatus: string; sort_order: number; paid: boolean };

export type QuickPayKind = 'automatic' | 'manual';
export type QuickPaySettingTable = {
  id: Generated<number>;
  kind: QuickPayKind;
  percentage: Numeric;
  days: number;
  mailing_fee: ColumnType<string, string | number | undefined, string | number>;
  active: Generated<boolean>;
};

export type VendorQuickPayTable = {
  vendor_id: number;
  setting_id: number | null;
  qp_exclude: Generated<boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type VendorQuickPayHistoryTable = {
  id: Generated<number>;
  vendor_id: number;
  action: 'opt-in' | 'opt-out';
  setting_id: number | null;
  user_id: number | null;
  at: ColumnType<Date, Date | string | undefined, never>;
};

/** `date` columns: written as 'YYYY-MM-DD', read back as text by the repositories (never as Date) */
type CalendarDay = ColumnType<string, string, string>;

export type InvoiceTable = {
  inv_seq: Generated<number>;
  vendor_id: number;
  invoice_num: string;
  status_code: string;
  check_no: string | null;
  received_date: CalendarDay;
  due_date: CalendarDay;
  invoice_amt: Numeric;
  net_pay: Numeric;
  pay_amt: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  release_date: ColumnType<string | null, string | null | undefined, string | null>;
  qp_setting_id: number | null;
  qp_source: QuickPayKind | null;
  qp_percent: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  qp_days: number | null;
  qp_amount: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  qp_fedex_fee: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  qp_mailing_fee: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  qp_pay_date: ColumnType<string | null, string | null | undefined, string | null>;
  qp_chosen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
};

export type InvoiceLineTable = {
  id: Generated<number>;
  inv_seq: number;
  ord_num: number;
  bill_amt: Numeric;
  pay_amt: Numeric;
};

export type DocumentTypeTable = { scope: 'workorder' | 'vendor'; code: string; sort_order: number };

type MonthCount = WithDefault<number>;
export type RecurSummaryTable = {
  id: Generated<number>;
  ord_num: number;
  recur_no: number;
  task: WithDefault<string>;
  category: WithDefault<string>;
  year: number;
  jan: MonthCount;
  feb: MonthCount;
  mar: MonthCount;
  apr: MonthCount;
  may: MonthCount;
  jun: MonthCount;
  jul: MonthCount;
  aug: MonthCount;
  sep: MonthCount;
  oct: MonthCount;
  nov: MonthCount;
  dece: MonthCount;
};

export type ClientInstructionTable = { ord_num: number; html: string };

export type OrderHourTable = {
  id: Generated<number>;
  ord_num: number;
  vendor_id: number;
  start_at: Timestamp;
  end_at: Timestamp | null;
  hours: ColumnType<string, string | number | undefined, string | number>;
  techs: WithDefault<number>;
  input_by: WithDefault<string>;
  input_at: ColumnType<Date, Date | string | undefined, Date | string>;
  caller_id: WithDefault<string>;
  method: WithDefault<string>;
};

export type OrderNoteTable = {
  id: Generated<number>;
  ord_num: number;
  /** null: a note of the provider, seen by every vendor on the order */
  vendor_id: number | null;
  user_id: number | null;
  note_type: string;
  /** sanitized HTML */
  notes: string;
  input_by: string;
  created_at: CreatedAt;
};

export type DocumentStatus = 'pending' | 'approved';
export type OrderDocumentTable = {
  id: Generated<number>;
  /** null: a company document (decision 026) */
  ord_num: number | null;
  vendor_id: number;
  type_code: string;
  file_name: string;
  file_extension: string;
  content_type: string;
  size_bytes: ColumnType<number, number, number>;
  blob_key: string;
  status: WithDefault<DocumentStatus>;
  comment: WithDefault<string>;
  input_by: string;
  created_at: CreatedAt;
};

export type OrderDocumentUploadTable = {
  id: string;
  vendor_id: number;
  user_id: number | null;
  /** null: a company document (decision 026) */
  ord_num: number | null;
  type_code: string;
  file_name: string;
  file_extension: string;
  content_type: string;
  max_bytes: ColumnType<number, number, number>;
  upload_key: string;
  document_key: string;
  input_by: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
  claimed_at: Timestamp | null;
  failed_reason: string | null;
  comment: WithDefault<string>;
};

export type TradeCatalogTable = { code: string; sort_order: number };
export type VendorTradeTable = {
  id: Generated<number>;
  vendor_id: number;
  trade_code: string;
  created_at: CreatedAt;
};
export type VendorZipTable = {
  id: Generated<number>;
  vendor_id: number;
  zip_code: string;
  created_at: CreatedAt;
};
export type VendorNoteTable = {
  id: Generated<number>;
  vendor_id: number;
  user_id: number | null;
  note_type: string;
  /** sanitized HTML */
  notes: string;
  web_display: WithDefault<boolean>;
  input_by: string;
  created_at: CreatedAt;
};

export type Database = {
  vendors: VendorTable;
  users: UserTable;
  roles: RoleTable;
  user_roles: UserRoleTable;
  signing_keys: SigningKeyTable;
  portal_settings: PortalSettingTable;
  security_keys: SecurityKeyTable;
  order_statuses: OrderStatusTable;
  clients: ClientTable;
  locations: LocationTable;
  account_managers: AccountManagerTable;
  orders: OrderTable;
  crew_details: CrewDetailTable;
  states: StateTable;
  cities: CityTable;
  counties: CountyTable;
  zip_codes: ZipCodeTable;
  srp_challenges: SrpChallengeTable;
  auth_sessions: AuthSessionTable;
  refresh_tokens: RefreshTokenTable;
  password_tokens: PasswordTokenTable;
  audit_log: AuditLogTable;
  auth_secrets: AuthSecretTable;
  excel_exports: ExcelExportTable;
  invoice_statuses: InvoiceStatusTable;
  quick_pay_settings: QuickPaySettingTable;
  vendor_quick_pay: VendorQuickPayTable;
  vendor_quick_pay_history: VendorQuickPayHistoryTable;
  invoices: InvoiceTable;
  invoice_lines: InvoiceLineTable;
  supply_partner_documents: Partners.SupplyPartnerDocumentTable;
  supply_partners: Partners.SupplyPartnerTable;
  supply_partner_links: Partners.SupplyPartnerLinkTable;
  supply_partner_link_tracking: Partners.SupplyPartnerLinkTrackingTable;
  announcement_rounds: Partners.AnnouncementRoundTable;
  announcement_round_orders: Partners.AnnouncementRoundOrderTable;
  announcement_round_details: Partners.AnnouncementRoundDetailTable;
  announcement_responses: Partners.AnnouncementResponseTable;
  announcement_unsubscriptions: Partners.AnnouncementUnsubscriptionTable;
  public_call_attempts: Partners.PublicCallAttemptTable;
  sign_in_starts: SignInStartTable;
  order_document_types: DocumentTypeTable;
  recur_summaries: RecurSummaryTable;
  client_instructions: ClientInstructionTable;
  order_hours: OrderHourTable;
  order_notes: OrderNoteTable;
  order_documents: OrderDocumentTable;
  order_document_uploads: OrderDocumentUploadTable;
  trade_catalog: TradeCatalogTable;
  vendor_trades: VendorTradeTable;
  vendor_zips: VendorZipTable;
  vendor_notes: VendorNoteTable;
};
