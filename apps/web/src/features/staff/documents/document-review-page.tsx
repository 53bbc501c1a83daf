// /staff/documents, 'Document review' (issue 18 point 2, decision 059): the queue of pending
// documents oldest first beside the selected one's preview (images as <img>, PDFs drawn page by page
// with pdf.js, from our own origin), with Approve and Reject (a reason the vendor reads). After a
// decision the queue moves on to the next document. Every role reads; Vendor managers and
// Administrators decide. A compliance document shows its data and what it lacks (decision 112). A page of
// its own chunk, loaded lazily by the router.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import type { StaffQueueDocument } from '@vp/contracts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { staffFailureText } from '../components/staff-failure-text.ts';
import { canDecideDocuments } from '../state/staff-paths.ts';
import { useSignedInStaff } from '../state/use-staff-outlet.ts';
import { useDecideDocument, useDocumentQueue, useDropDecided, type Decision } from './api/document-review.ts';
import { DocumentPreview } from './components/document-preview.tsx';
import { ComplianceFacts } from './components/compliance-facts.tsx';
import { DocumentQueue } from './components/document-queue.tsx';
import { formatBytes, orderText } from './components/document-texts.ts';
import { RejectDialog } from './components/reject-dialog.tsx';
import { PageHeading } from '../components/page-heading.tsx';

const SEARCH_DELAY_MS = 300;

export function DocumentReviewPage() {
  usePageTitle('Document review | Staff');
  const me = useSignedInStaff();
  const canDecide = canDecideDocuments(me.role);
  // ?q= opens the queue already searched (a link to one vendor's documents, say)
  const [searchParams] = useSearchParams();
  const [searchText, setSearchText] = useState(() => searchParams.get('q') ?? '');
  const [search, setSearch] = useState(() => searchText.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const queue = useDocumentQueue(search);
  const documents = useMemo(() => queue.data?.pages.flatMap((page) => page.items) ?? [], [queue.data]);
  const pendingCount = queue.data?.pages[0]?.pendingCount ?? 0;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = documents.find((d) => d.id === selectedId) ?? null;
  const decide = useDecideDocument();
  const dropDecided = useDropDecided();
  const [rejecting, setRejecting] = useState<StaffQueueDocument | null>(null);
  const [decideError, setDecideError] = useState<string | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);

  // the first document is selected once the queue arrives (and when a search leaves the selected out)
  useEffect(() => {
    if (selected === null && documents.length > 0) setSelectedId(documents[0]!.id);
  }, [documents, selected]);

  const select = useCallback((document: StaffQueueDocument) => {
    setDecideError(null);
    setSelectedId(document.id);
  }, []);

  /** The document after this one in the queue (or before it, at the end): where the queue moves on to. */
  const nextAfter = (id: number): number | null => {
    const index = documents.findIndex((d) => d.id === id);
    const next = documents[index + 1] ?? documents[index - 1];
    return next ? next.id : null;
  };

  const send = (decision: Decision, fileName: string) => {
    setDecideError(null);
    const next = nextAfter(decision.id);
    decide.mutate(decision, {
      onSuccess: () => {
        setRejecting(null);
        setSelectedId(next);
        notifySuccess(
          decision.status === 'approved'
            ? `${fileName} approved.`
            : `${fileName} rejected; the vendor sees why.`,
        );
        previewHeading.current?.focus();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          // decided by someone else meanwhile: say so in a toast naming the document, and move on; not
          // above the next document, whose buttons are live (issue 38 point 11)
          setRejecting(null);
          dropDecided(decision.id);
          setSelectedId(next);
          notifyWarning(`${fileName}: ${staffFailureText(error)}`);
          return;
        }
        setDecideError(staffFailureText(error));
      },
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageHeading title="Document review" baseline>
        {queue.data ? (
          <Typography role="status" data-testid="pending-count">
            {pendingCount === 1
              ? '1 document waits'
              : `${pendingCount.toLocaleString('en-US')} documents wait`}{' '}
            for review
          </Typography>
        ) : null}
      </PageHeading>
      {!canDecide ? (
        <Alert severity="info">
          You can look at the queue; Vendor managers approve and reject documents.
        </Alert>
      ) : null}
      {queue.isError ? <Alert severity="error">{staffFailureText(queue.error)}</Alert> : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 380px) minmax(0, 1fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <TextField
            label="Find a document"
            placeholder="File name, vendor, PO or vendor number"
            size="small"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            fullWidth
          />
          {queue.isPending ? (
            <PageLoader />
          ) : documents.length === 0 && !queue.isError ? (
            <Typography sx={{ p: 2 }}>
              {search === ''
                ? 'No documents wait for review. Well done!'
                : 'No pending document matches this search.'}
            </Typography>
          ) : (
            <DocumentQueue
              documents={documents}
              selectedId={selectedId}
              onSelect={select}
              hasMore={queue.hasNextPage}
              loadingMore={queue.isFetchingNextPage}
              onLoadMore={() => void queue.fetchNextPage()}
            />
          )}
        </Stack>
        <Box component="section" aria-labelledby="document-preview-heading" sx={{ minWidth: 0 }}>
          <Typography
            id="document-preview-heading"
            variant="h2"
            ref={previewHeading}
            tabIndex={-1}
            sx={{ fontSize: '1.25rem', wordBreak: 'break-word', mb: 1, outline: 'none' }}
          >
            {selected ? selected.fileName : 'Preview'}
          </Typography>
          {decideError ? (
            <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setDecideError(null)}>
              {decideError}
            </Alert>
          ) : null}
          {selected ? (
            <Stack spacing={2}>
              <DocumentFacts document={selected} />
              {selected.compliance ? <ComplianceFacts compliance={selected.compliance} /> : null}
              {canDecide ? (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button
                    variant="contained"
                    color="success"
                    disabled={decide.isPending}
                    onClick={() => send({ id: selected.id, status: 'approved' }, selected.fileName)}
                  >
                    Approve
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    disabled={decide.isPending}
                    onClick={() => {
                      setDecideError(null);
                      setRejecting(selected);
                    }}
                  >
                    Reject…
                  </Button>
                </Stack>
              ) : null}
              <DocumentPreview document={selected} />
            </Stack>
          ) : (
            <Typography>Choose a document in the queue to look at it here.</Typography>
          )}
        </Box>
      </Box>
      <RejectDialog
        fileName={rejecting?.fileName ?? null}
        busy={decide.isPending}
        error={rejecting && decideError ? decideError : null}
        onReject={(reason) =>
          rejecting && send({ id: rejecting.id, status: 'rejected', reason }, rejecting.fileName)
        }
        onCancel={() => setRejecting(null)}
      />
    </Box>
  );
}

function DocumentFacts({ document }: { document: StaffQueueDocument }) {
  const facts: [string, string][] = [
    ['Vendor', `${document.vendor.company} (#${document.vendor.vendorNum})`],
    ['Work order', orderText(document)],
    ['Type', document.type],
    ['Size', formatBytes(document.sizeBytes)],
    ['Uploaded', `${formatDateTime(document.uploadedAt)} by ${document.inputBy}`],
    ...(document.comment ? ([['Comment', document.comment]] as [string, string][]) : []),
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
