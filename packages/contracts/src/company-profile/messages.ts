// Company profile texts: the ones SPEC sections 2, 5, 8 and 9 quote for the company profile screen, and
// the refusals of its calls, defined once for the server and the web app. Texts the screen shares word
// for word with the work-order details (note added, document toasts and confirm) are that area's
// constants, re-exported here under company names so that each text is still written only once.
import { thousands } from '../messages/common.ts';
import {
  WORK_ORDER_DOCUMENT_DELETE_CONFIRM,
  WORK_ORDER_DOCUMENT_DELETED,
  WORK_ORDER_DOCUMENT_NOT_UPLOADED,
  WORK_ORDER_DOCUMENT_UPLOADED,
  WORK_ORDER_NOTE_ADDED,
  WORK_ORDER_NOTE_REQUIRED,
  WORK_ORDER_SELECT_FILE,
} from '../work-order-details/messages.ts';

export const COMPANY_PROFILE_TITLE = 'Company Profile';

/** SPEC section 2: the vertical tabs, in the spec's order */
export const COMPANY_PROFILE_SECTIONS = ['Profile', 'Trades', 'Zip Code', 'Notes', 'Documents'] as const;
export type CompanyProfileSection = (typeof COMPANY_PROFILE_SECTIONS)[number];

/** SPEC sections 2 and 9: drawer widths */
export const PROFILE_DRAWER_WIDTH = 550;
export const COMPANY_DOCUMENTS_DRAWER_WIDTH = 500;
export const NOTE_VIEW_DRAWER_WIDTH = 800;

/** SPEC section 9: the city dropdown shows 100 options, 100 more on scroll; filtering caps at 1000 */
export const CITY_OPTIONS_PAGE_SIZE = 100;
export const CITY_FILTER_CAP = 1000;

/** SPEC section 8: success toasts */
export const VENDOR_TRADE_ADDED = 'Vendor trade added successfully';
export const VENDOR_TRADE_DELETED = 'Vendor Trade deleted successfully!';
export const ZIP_CODE_ADDED = 'Zip Code added successfully';
export const ZIP_CODE_DELETED = 'Zip Code deleted successfully!';
export const COMPANY_NOTE_ADDED = WORK_ORDER_NOTE_ADDED;
export const COMPANY_DOCUMENT_UPLOADED = WORK_ORDER_DOCUMENT_UPLOADED;
export const COMPANY_DOCUMENT_NOT_UPLOADED = WORK_ORDER_DOCUMENT_NOT_UPLOADED;
export const COMPANY_DOCUMENT_DELETED = WORK_ORDER_DOCUMENT_DELETED;
export const COMPANY_SELECT_FILE = WORK_ORDER_SELECT_FILE;

/** SPEC section 8: confirm dialogs before a delete */
export const TRADE_DELETE_CONFIRM = 'Are you sure you want to Delete this Trade?';
export const ZIP_CODE_DELETE_CONFIRM = 'Are you sure you want to Delete this Zip Code?';
export const COMPANY_DOCUMENT_DELETE_CONFIRM = WORK_ORDER_DOCUMENT_DELETE_CONFIRM;

/** SPEC section 9: the note type of company notes */
export const COMPANY_NOTE_TYPE = 'Other';

/** Refusals of the server (4xx bodies' `error`) */
export const TRADE_REQUIRED = 'Choose a trade to add.';
export const TRADE_UNKNOWN = 'Choose a trade from the list.';
export const TRADE_DUPLICATE = 'This trade is already in your list of trades.';
export const TRADE_NOT_FOUND = 'The trade was not found.';
export const ZIP_CODE_INVALID = 'Zip Code must be a positive number of 5 digits.';
export const ZIP_CODE_UNKNOWN = 'This Zip Code is not a known US Zip Code.';
export const ZIP_CODE_DUPLICATE = 'This Zip Code is already in your list of Zip Codes.';
export const ZIP_CODE_NOT_FOUND = 'The Zip Code was not found.';
export const COMPANY_NOTE_REQUIRED = WORK_ORDER_NOTE_REQUIRED;
export const companyNoteTooLong = (max: number) => `Comment must be at most ${thousands(max)} characters.`;
export const COMPANY_NOTE_TYPE_INVALID = "Note type must be 'Other'.";
export const companyDocumentCommentTooLong = (max: number) =>
  `Comment must be at most ${thousands(max)} characters.`;
