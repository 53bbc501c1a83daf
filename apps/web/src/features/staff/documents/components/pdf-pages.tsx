// A PDF's pages drawn in the page with pdf.js (decision 059): its own lazily loaded chunk (the
// preview imports this file with import(), so pdf.js is downloaded only when a PDF is previewed).
// pdf.js and its worker are bundled and served from our origin (/assets/…): the server's CSP
// (script-src and worker-src 'self') already allows them. WebAssembly decoders are off (the CSP
// allows no wasm compilation) and nothing is fetched from elsewhere: fonts a PDF does not embed fall
// back to the browser's own. Pages are drawn one after the other, each into its own canvas, up to
// MAX_PAGES; a long document says how many more pages it has.
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { fetchDocumentBytes } from '../api/document-review.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

const MAX_PAGES = 20;

type Props = { documentId: number; fileName: string; width: number };

type State =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; pdf: PDFDocumentProxy; pages: number };

export default function PdfPages({ documentId, fileName, width }: Props) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    let loading: ReturnType<typeof getDocument> | null = null;
    setState({ kind: 'loading' });
    void (async () => {
      try {
        const data = await fetchDocumentBytes(documentId, abort.signal);
        if (abort.signal.aborted) return;
        loading = getDocument({ data, useWasm: false });
        const pdf = await loading.promise;
        if (abort.signal.aborted) return;
        setState({ kind: 'ready', pdf, pages: pdf.numPages });
      } catch {
        if (!abort.signal.aborted) setState({ kind: 'failed' });
      }
    })();
    return () => {
      abort.abort();
      // ends the document's worker too
      void loading?.destroy();
    };
  }, [documentId]);

  if (state.kind === 'loading') return <LinearProgress aria-label={`Loading ${fileName}`} />;
  if (state.kind === 'failed')
    return (
      <Alert severity="warning">This PDF could not be shown here. Please download it to look at it.</Alert>
    );
  const shown = Math.min(state.pages, MAX_PAGES);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {Array.from({ length: shown }, (_, i) => (
        <PdfPage key={i} pdf={state.pdf} pageNumber={i + 1} of={state.pages} width={width} />
      ))}
      {state.pages > shown ? (
        <Typography variant="body2">
          {state.pages - shown} more pages are not shown here; download the file to read them all.
        </Typography>
      ) : null}
    </Box>
  );
}

function PdfPage({
  pdf,
  pageNumber,
  of,
  width,
}: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  of: number;
  width: number;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let task: { cancel: () => void } | null = null;
    void (async () => {
      try {
        const page = await pdf.getPage(pageNumber);
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        const base = page.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const scale = Math.max(0.1, width / base.width);
        const viewport = page.getViewport({ scale: scale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        const render = page.render({ canvas, viewport });
        task = render;
        await render.promise;
        if (!cancelled) canvas.dataset.rendered = 'true';
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, width]);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label={`Page ${pageNumber} of ${of}`}
        data-testid="pdf-page"
        sx={{
          display: 'block',
          maxWidth: '100%',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'common.white',
        }}
      />
      {failed ? (
        <Typography variant="body2" color="error">
          Page {pageNumber} could not be drawn.
        </Typography>
      ) : null}
    </Box>
  );
}
