// The document review's calls (decision 059): the queue by keyset pages (TanStack Query's infinite
// query: the next page is read as the list scrolls near its end), a document's bytes for the PDF
// preview, and the decisions. A decision takes the document out of the cached pages at once, so the
// queue moves on without reading it again.
import {
  staffApproveDocumentCall,
  staffDocumentContentCall,
  staffDocumentQueueCall,
  staffRejectDocumentCall,
  callUrl,
  type StaffDocumentQueuePage,
  type StaffQueueDocument,
} from '@vp/contracts';
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiUrl } from '../../../../lib/api-url.ts';
import { call, callForResponse, callKey, callPages } from '../../../../lib/call.ts';
import { useActionMutation } from '../../../../lib/action-mutation.ts';

export const QUEUE_PAGE_SIZE = 200;

export function useDocumentQueue(search: string) {
  return useInfiniteQuery({
    ...callPages(
      staffDocumentQueueCall,
      (cursor) => ({
        query: {
          limit: QUEUE_PAGE_SIZE,
          ...(cursor === undefined ? {} : { cursor }),
          ...(search === '' ? {} : { q: search }),
        },
      }),
      // the server wrote the pages from the same schema; a page of 200 need not be parsed twice
      { validate: false },
    ),
    retry: false,
  });
}

/** Takes a decided document out of every cached queue (and one less pending). */
function dropFromQueues(queryClient: QueryClient, id: number) {
  queryClient.setQueriesData<InfiniteData<StaffDocumentQueuePage, string | undefined>>(
    { queryKey: callKey(staffDocumentQueueCall) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) =>
          page.items.some((d) => d.id === id)
            ? {
                ...page,
                items: page.items.filter((d) => d.id !== id),
                pendingCount: Math.max(0, page.pendingCount - 1),
              }
            : { ...page, pendingCount: Math.max(0, page.pendingCount - 1) },
        ),
      },
  );
}

export type Decision =
  { id: number; status: 'approved' } | { id: number; status: 'rejected'; reason: string };

export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (decision: Decision): Promise<StaffQueueDocument> =>
      decision.status === 'approved'
        ? call(staffApproveDocumentCall, { params: { documentId: decision.id } })
        : call(staffRejectDocumentCall, {
            params: { documentId: decision.id },
            body: { reason: decision.reason },
          }),
    onSuccess: (document) => dropFromQueues(queryClient, document.id),
  });
}

/** Drops a document another staff member decided meanwhile (the server answered 409). */
export function useDropDecided() {
  const queryClient = useQueryClient();
  return (id: number) => dropFromQueues(queryClient, id);
}

/** The URL of a document's bytes on our own origin (the <img> of an image preview reads it). */
export const documentContentUrl = (id: number) =>
  apiUrl(callUrl(staffDocumentContentCall, { params: { documentId: id } }));

/** A document's bytes, for pdf.js. */
export async function fetchDocumentBytes(id: number, signal: AbortSignal): Promise<Uint8Array> {
  const response = await callForResponse(
    staffDocumentContentCall,
    { params: { documentId: id } },
    { signal, accept: '*/*' },
  );
  return new Uint8Array(await response.arrayBuffer());
}
