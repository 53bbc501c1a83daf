// Supply Partners texts (SPEC section 2 "Supply Partners"), defined once for the server, the demo data
// and the web app. The partners themselves (names, logos, links, documents) are data, not texts here.
export const SUPPLY_PARTNERS_TITLE = 'Supply Partners';
export const SUPPLY_PARTNERS_PAGE_TITLE = 'Portal | Supply Partners';

/** The page's three sections, in order (SPEC section 2). A partner row names its section by key. */
export const SUPPLY_PARTNER_SECTIONS = [
  { key: 'chemicals-consumables', title: 'Chemicals & Consumables' },
  { key: 'equipment', title: 'Equipment' },
  { key: 'for-your-business', title: 'For Your Business' },
] as const;
export type SupplyPartnerSectionKey = (typeof SUPPLY_PARTNER_SECTIONS)[number]['key'];

/** Link labels the SPEC quotes; the demo partners use them (the labels are stored with each link). */
export const PARTNER_LINK_SHIP_TO = 'Add ship to address and program details';
export const PARTNER_LINK_ORDERING_INSTRUCTIONS = 'Ordering Instructions';
export const PARTNER_LINK_ORDER_FORM = 'Order Form';
export const PARTNER_LINK_PARTNERSHIP_HIGHLIGHTS = 'Partnership Highlights';
export const PARTNER_LINK_REQUEST_INFORMATION = 'Request Information';
export const PARTNER_LINK_ACCOUNT_SETUP = 'Account Setup';

export const PARTNER_LINK_UNKNOWN = 'This is not a supply partner link.';
export const PARTNER_DOCUMENT_NOT_FOUND = 'The document was not found.';
