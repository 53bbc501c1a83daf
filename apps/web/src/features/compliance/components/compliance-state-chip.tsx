// A requirement's state as a chip (issue 40 point 5): the label in words with an icon and a coloured
// border, never colour alone. The label's text stays the body colour: MUI's warning and info colours
// on white are below the 4.5:1 contrast that text needs.
import Chip from '@mui/material/Chip';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { COMPLIANCE_STATE_LABELS, type ComplianceState } from '@vp/contracts';

const LOOKS = {
  held: { color: 'success', Icon: CheckCircleOutlined },
  expiring: { color: 'warning', Icon: ReportProblemOutlined },
  expired: { color: 'error', Icon: ErrorOutlined },
  missing: { color: 'error', Icon: HighlightOffOutlined },
  'under-review': { color: 'info', Icon: HourglassEmptyOutlined },
  rejected: { color: 'error', Icon: ErrorOutlined },
} as const satisfies Record<ComplianceState, { color: string; Icon: unknown }>;

export function ComplianceStateChip({ state }: { state: ComplianceState }) {
  const { color, Icon } = LOOKS[state];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<Icon aria-hidden />}
      label={COMPLIANCE_STATE_LABELS[state]}
      sx={{
        borderColor: `${color}.main`,
        borderWidth: 2,
        color: 'text.primary',
        fontWeight: 500,
        '& .MuiChip-icon': { color: `${color}.main` },
      }}
    />
  );
}
