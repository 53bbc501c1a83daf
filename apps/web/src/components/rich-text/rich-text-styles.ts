// The look of rich text, shared by the editor and the read-only view. ProseMirror's own base styles
// are written here too: TipTap would inject them as an inline <style>, which the CSP refuses.
import type { SxProps, Theme } from '@mui/material/styles';

export const richTextStyles = {
  overflowWrap: 'anywhere',
  '& p': { my: 0.5 },
  '& ul, & ol': { my: 0.5, pl: 3 },
  '& blockquote': { my: 0.5, ml: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider' },
  '& a': { color: 'primary.main' },
  '& img': { maxWidth: '100%' },
  '& table': { borderCollapse: 'collapse', maxWidth: '100%' },
  '& td, & th': { border: 1, borderColor: 'divider', px: 0.5 },
} satisfies SxProps<Theme>;

export const editorContentStyles = {
  '& .ProseMirror': {
    position: 'relative',
    whiteSpace: 'pre-wrap',
    wordWrap: 'break-word',
    fontVariantLigatures: 'none',
    minHeight: (theme: Theme) => theme.spacing(14),
    px: 1.5,
    py: 1,
    outline: 'none',
  },
  '& .ProseMirror [contenteditable="false"]': { whiteSpace: 'normal' },
  '& .ProseMirror-hideselection *::selection': { background: 'transparent' },
  '& .ProseMirror-gapcursor': { display: 'none', pointerEvents: 'none', position: 'absolute' },
  '& .ProseMirror-focused .ProseMirror-gapcursor': { display: 'block' },
} satisfies SxProps<Theme>;
