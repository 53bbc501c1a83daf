// A photo's small caption: its time and place, and a flag when its evidence has warnings (their text
// in the element's title and for screen readers). Shared by the vendor's and the console's lists.
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { PhotoEvidence } from '@vp/contracts';
import { CHECK_EVIDENCE, photoPlaceText, photoTimeText, photoWarningsText } from './photo-caption-text.ts';

export function PhotoCaption({ evidence, label }: { evidence: PhotoEvidence; label?: string }) {
  const warnings = photoWarningsText(evidence);
  return (
    <Box
      component="figcaption"
      sx={{ fontSize: 'caption.fontSize', lineHeight: 1.3, overflowWrap: 'anywhere' }}
    >
      {label ? (
        <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
      ) : null}
      <Typography variant="caption" component="div">
        {photoTimeText(evidence)}
      </Typography>
      <Typography variant="caption" component="div">
        {photoPlaceText(evidence)}
      </Typography>
      {warnings ? (
        <Typography variant="caption" component="div" color="warning.dark" title={warnings}>
          {CHECK_EVIDENCE}: {warnings}
        </Typography>
      ) : null}
    </Box>
  );
}
