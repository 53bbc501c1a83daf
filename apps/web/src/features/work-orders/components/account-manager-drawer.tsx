// The Account Manager drawer (SPEC section 2): 300 wide, the manager's name and an e-mail link whose
// subject carries the PO number.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkOrderRow } from '@vp/contracts';
import { AppDrawer } from '../../../components/app-drawer.tsx';
import { DRAWER_WIDTH } from '../../../components/layout-sizes.ts';

export function accountManagerMailto(email: string, poNum: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`PO # ${poNum}`)}`;
}

export function AccountManagerDrawer({ row, onClose }: { row: WorkOrderRow | null; onClose: () => void }) {
  return (
    <AppDrawer
      open={row !== null}
      title="Account Manager"
      width={DRAWER_WIDTH.accountManager}
      onClose={onClose}
    >
      {row ? (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="p">
            {row.acManagerName}
          </Typography>
          {row.acManagerEmail ? (
            <Link
              href={accountManagerMailto(row.acManagerEmail, row.poNum)}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {row.acManagerEmail}
            </Link>
          ) : null}
        </Stack>
      ) : null}
    </AppDrawer>
  );
}
