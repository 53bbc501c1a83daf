// The selected document, shown in the page: an image as <img>, a PDF page by page with pdf.js (loaded
// only now, a chunk of its own), anything else as a download. Its bytes come from our own origin.
import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { documentPreviewKind, type StaffQueueDocument } from '@vp/contracts';
import { documentContentUrl } from '../api/document-review.ts';
import { useClientWidth } from './use-client-width.ts';

const PdfPages = lazy(() => import('./pdf-pages.tsx'));

export function DocumentPreview({ document }: { document: StaffQueueDocument }) {
  const kind = documentPreviewKind(document.contentType);
  const [box, boxWidth] = useClientWidth();
  // in steps of 40 px, so a small resize does not draw every page again
  const width = Math.floor(boxWidth / 40) * 40;
  const [imageFailed, setImageFailed] = useState<number | null>(null);
  const url = documentContentUrl(document.id);
  return (
    <Box ref={box} sx={{ minWidth: 0 }}>
      {kind === 'image' ? (
        imageFailed === document.id ? (
          <Alert severity="warning">This image could not be shown here. Please download it.</Alert>
        ) : (
          <Box
            component="img"
            key={document.id}
            src={url}
            alt={`${document.type} uploaded by ${document.vendor.company}: ${document.fileName}`}
            onError={() => setImageFailed(document.id)}
            sx={{ display: 'block', maxWidth: '100%', height: 'auto', border: 1, borderColor: 'divider' }}
          />
        )
      ) : kind === 'pdf' ? (
        width > 0 ? (
          <Suspense fallback={<LinearProgress aria-label="Loading the PDF viewer" />}>
            <PdfPages
              key={document.id}
              documentId={document.id}
              fileName={document.fileName}
              width={Math.min(width, 900)}
            />
          </Suspense>
        ) : null
      ) : (
        <Alert severity="info">
          A file of this type cannot be shown here. Please download it to look at it.
        </Alert>
      )}
      <Button href={url} download={document.fileName} size="small" sx={{ mt: 1 }}>
        Download {document.fileName}
      </Button>
    </Box>
  );
}
