// Read-only rich text (SPEC: 'Scope of Work', 'Additional Information', IVR instructions, notes):
// stored HTML rendered through DOMPurify, styled by the theme.
import { useMemo } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { sanitizeHtml } from './sanitize-html.ts';
import { richTextStyles } from './rich-text-styles.ts';

export type HtmlViewProps = {
  html: string | null | undefined;
  /** Names the block for assistive technology (e.g. 'Scope of Work'). */
  label?: string;
  /** Shown when the HTML holds nothing. */
  emptyText?: string;
  sx?: BoxProps['sx'];
};

export function HtmlView({ html, label, emptyText = '', sx }: HtmlViewProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (!safe.trim()) {
    return (
      <Box aria-label={label} role={label ? 'region' : undefined} sx={{ color: 'text.secondary', ...sx }}>
        {emptyText}
      </Box>
    );
  }
  return (
    <Box
      role={label ? 'region' : undefined}
      aria-label={label}
      sx={[richTextStyles, ...(Array.isArray(sx) ? sx : [sx])]}
      // sanitized just above
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
