// The grid's last column (SPEC section 2): red when a sign-off exists, else blue when a vendor
// invoice exists, else greyed out; the tooltip says which, and screen readers hear the same.
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import type { WorkOrderRow } from '@vp/contracts';

export const SIGN_OFF_EXIST = 'SignOff Exist';
export const VENDOR_INVOICE_EXIST = 'Vendor Invoice Exist';
export const NO_DOCUMENTS = 'No sign-off or vendor invoice';

type DocumentState = { text: string; color: string; rank: number };

export function documentStateOf(row: WorkOrderRow): DocumentState {
  if (row.signOffExist) return { text: SIGN_OFF_EXIST, color: 'error.main', rank: 2 };
  if (row.vendorInvoiceExist) return { text: VENDOR_INVOICE_EXIST, color: 'info.main', rank: 1 };
  return { text: NO_DOCUMENTS, color: 'action.disabled', rank: 0 };
}

export function WorkOrderStatusIcon({ row }: { row: WorkOrderRow }) {
  const { text, color } = documentStateOf(row);
  const icon = (
    <Box
      component="span"
      role="img"
      aria-label={text}
      sx={{ display: 'inline-flex', color, verticalAlign: 'middle' }}
    >
      <AssignmentOutlined fontSize="small" />
    </Box>
  );
  // the greyed-out icon has nothing to tell on hover
  return text === NO_DOCUMENTS ? icon : <Tooltip title={text}>{icon}</Tooltip>;
}

/**
 * The same icon on a phone's card, with its text beside it: a finger cannot hover the tooltip, so
 * the card says what the colour means (issue 38 point 5).
 */
export function WorkOrderStatusText({ row }: { row: WorkOrderRow }) {
  const { text, color } = documentStateOf(row);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex', color }}>
        <AssignmentOutlined fontSize="small" />
      </Box>
      {text}
    </Box>
  );
}
