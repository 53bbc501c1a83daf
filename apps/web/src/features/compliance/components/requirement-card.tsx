// One requirement the company sets for the vendor (issue 40 point 5): its title, its state, the last
// day it is held through, what exactly is short (the server's own words) and, for a user who may
// change the company's documents, the Upload that opens the drawer for it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { ComplianceRequirementStatus } from '@vp/contracts';
import { formatDate } from '../../../lib/format.ts';
import { ComplianceStateChip } from './compliance-state-chip.tsx';

export type RequirementCardProps = {
  requirement: ComplianceRequirementStatus;
  /** absent: the user may not upload */
  onUpload?: (requirement: ComplianceRequirementStatus) => void;
};

export function RequirementCard({ requirement, onUpload }: RequirementCardProps) {
  const headingId = `requirement-${requirement.id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'grid', gap: 1, minWidth: 0, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mr: 'auto' }}>
          {requirement.title}
        </Typography>
        <ComplianceStateChip state={requirement.status} />
      </Box>
      {requirement.heldThrough ? (
        <Typography variant="body2">Held through {formatDate(requirement.heldThrough)}</Typography>
      ) : null}
      {requirement.shortfalls.length > 0 ? (
        <Box component="ul" aria-label="What is short" sx={{ m: 0, pl: 2.5 }}>
          {requirement.shortfalls.map((text) => (
            <Typography component="li" variant="body2" key={text} sx={{ overflowWrap: 'anywhere' }}>
              {text}
            </Typography>
          ))}
        </Box>
      ) : null}
      {onUpload ? (
        <Box>
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadFileOutlined />}
            aria-label={`Upload for ${requirement.title}`}
            onClick={() => onUpload(requirement)}
          >
            Upload
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
