// The editor (TipTap + ProseMirror, about 300 KB) loads only when a form that needs it opens, so the
// pages that merely show rich text stay light.
import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

const Editor = lazy(async () => ({ default: (await import('./rich-text-editor.tsx')).RichTextEditor }));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={160} aria-label={`Loading ${props.label}`} />}>
      <Editor {...props} />
    </Suspense>
  );
}
