// Table types of the supply-partner and announcement tables (migration 0009), kept beside schema.ts.
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type SupplyPartnerSection = 'chemicals-consumables' | 'equipment' | 'for-your-business';

export type SupplyPartnerDocumentTable = {
  name: string;
  file_name: string;
  content_type: string;
  blob_key: string;
};

export type SupplyPartnerTable = {
  id: Generated<number>;
  section: SupplyPartnerSection;
  name: string;
  display: ColumnType<'partner' | 'brand', 'partner' | 'brand' | undefined, 'partner' | 'brand'>;
  logo_file: string;
  logo_alt: ColumnType<string, string | undefined, string>;
  logo_link_url: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
  active: Generated<boolean>;
};

export type SupplyPartnerLinkTable = {
  id: Generated<number>;
  partner_id: number;
  kind: 'external' | 'esign' | 'document';
  label: string;
  url: string | null;
  document_name: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
};

export type SupplyPartnerLinkTrackingTable = {
  id: Generated<string>;
  vendor_id: number;
  user_id: number;
  partner_id: number | null;
  url: string;
  opened_at: CreatedAt;
};

export type AnnouncementResponseValue = 'Accepted' | 'Declined';

export type AnnouncementRoundTable = {
  id: Generated<number>;
  created_by: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
};

export type AnnouncementRoundOrderTable = { round_id: number; ord_num: number };

export type AnnouncementRoundDetailTable = {
  id: Generated<number>;
  round_id: number;
  vendor_id: number;
  token_hash: string;
  token_expires_at: Timestamp;
  response: AnnouncementResponseValue | null;
  declined_reason: string | null;
  responded_at: Timestamp | null;
  emailed_at: Timestamp | null;
};

export type AnnouncementResponseTable = {
  id: Generated<string>;
  round_detail_id: number;
  response: AnnouncementResponseValue;
  declined_reason: string | null;
  ip: string | null;
  at: CreatedAt;
};

export type AnnouncementUnsubscriptionTable = {
  vendor_id: number;
  round_detail_id: number | null;
  at: CreatedAt;
};

export type PublicCallAttemptTable = { id: Generated<string>; ip: string; at: CreatedAt };
