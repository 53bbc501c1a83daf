// The queue of pending documents, oldest first, as a virtualised list: only the rows in view (and a
// few more) are in the DOM, so 5,000 documents stay as fast as 50; the next page of the queue is read
// as the list nears its end. Each row is a button that selects the document for the preview.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { StaffQueueDocument } from '@vp/contracts';
import { formatDateTime } from '../../../../lib/format.ts';
import { formatBytes, orderText } from './document-texts.ts';

const ROW_HEIGHT = 84;

type Props = {
  documents: readonly StaffQueueDocument[];
  selectedId: number | null;
  onSelect: (document: StaffQueueDocument) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

export function DocumentQueue({ documents, selectedId, onSelect, hasMore, loadingMore, onLoadMore }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: documents.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length > 0 ? items[items.length - 1]!.index : -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= documents.length - 20) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, documents.length, onLoadMore]);

  // the selected document stays in view as the queue moves on
  const selectedIndex = documents.findIndex((d) => d.id === selectedId);
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  return (
    <Box
      ref={scrollRef}
      tabIndex={-1}
      sx={{
        height: { xs: '40vh', md: 'calc(100vh - 260px)' },
        minHeight: 240,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        component="ul"
        aria-label="Pending documents, oldest first"
        sx={{ position: 'relative', height: virtualizer.getTotalSize(), m: 0, p: 0, listStyle: 'none' }}
      >
        {items.map((item) => {
          const document = documents[item.index]!;
          const selected = document.id === selectedId;
          return (
            <Box
              component="li"
              key={document.id}
              aria-setsize={documents.length}
              aria-posinset={item.index + 1}
              data-testid="queue-row"
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <ButtonBase
                onClick={() => onSelect(document)}
                aria-current={selected ? 'true' : undefined}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: ROW_HEIGHT,
                  textAlign: 'left',
                  px: 1.5,
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: selected ? 'action.selected' : undefined,
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                  {document.fileName}
                </Typography>
                <Typography variant="body2" noWrap>
                  {document.vendor.company} (#{document.vendor.vendorNum}) · {orderText(document)}
                </Typography>
                <Typography variant="caption" noWrap component="p" color="text.secondary">
                  {document.type} · {formatBytes(document.sizeBytes)} · {formatDateTime(document.uploadedAt)}
                </Typography>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
      {loadingMore ? <LinearProgress aria-label="Loading more documents" /> : null}
    </Box>
  );
}
