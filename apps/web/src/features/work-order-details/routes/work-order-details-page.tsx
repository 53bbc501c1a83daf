// Work Order Details (SPEC section 2): the order's sections as expandable vertical tabs, one open at
// a time, in the SPEC's order; each loads its data when opened. Without an id ('Add a new Work Order')
// only the first section shows. The browser title names the order and its client; a summary of the
// order stays in view above the sections.
import { Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  MESSAGES_SECTION_TITLE,
  WORK_ORDER_NOT_FOUND,
  WORK_ORDER_SECTIONS,
  workOrderDetailsPageTitle,
  type WorkOrderSection,
} from '@vp/contracts';
import {
  ExpandableSections,
  SectionData,
  type ExpandableSection,
} from '../../../components/expandable-sections/index.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { useOwnDocumentTitle, usePortalPrefix } from '../../../lib/page-title.ts';
import { OrderInformation } from '../components/order-information-section.tsx';
import { CrewLineTechnicians } from '../../../components/crew-assignment/index.ts';
import { CheckInPanel } from '../../../components/check-in/index.ts';
// the unread count alone: the conversation's code loads with its section
import { messagesTitle, useUnreadMessages } from '../../../components/order-messages/unread-messages.ts';
import { OrderSummary } from '../components/order-summary.tsx';
import { parseDetailsParams } from './details-params.ts';
import { PHOTOS_SECTION } from '../../../components/order-photos/photos-section-title.ts';
import { HISTORY_SECTION } from '../../../components/order-timeline/history-section-title.ts';
import { useHistoryFollowsChanges } from '../../../components/order-timeline/history-follows-changes.ts';
import { orderDetailQuery, prefetchHistory } from '../api/details-page-data.ts';

// Order Information opens with the page; the other sections' code loads when they are opened (or
// their header is pointed at or focused; decision 086)
const recurSection = lazyComponent(
  () => import('../components/recur-info-section.tsx'),
  (m) => m.RecurInfoSection,
);
const ivrSection = lazyComponent(
  () => import('../components/ivr-section.tsx'),
  (m) => m.IvrSection,
);
const crewSection = lazyComponent(
  () => import('../components/crew-section.tsx'),
  (m) => m.CrewSection,
);
const notesSection = lazyComponent(
  () => import('../components/notes-section.tsx'),
  (m) => m.NotesSection,
);
// the dispatch answer and status moves (issue 41): drawn with the page, its code loaded beside it
const fieldWork = lazyComponent(
  () => import('../../../components/field-work/index.ts'),
  (m) => m.FieldWorkPanel,
);
const documentsSection = lazyComponent(
  () => import('../components/documents-section.tsx'),
  (m) => m.DocumentsSection,
);
// issue 41 point 3: the crew line's photos, after the SPEC's sections
const photosSection = lazyComponent(
  () => import('../../../components/order-photos/photos-section.tsx'),
  (m) => m.PhotosSection,
);
// the conversation with the company (issue 41 point 5, decision 116)
const messagesSection = lazyComponent(
  () => import('../../../components/order-messages/vendor-messages-section.tsx'),
  (m) => m.VendorMessagesSection,
);
// issue 41 point 6: the order's activity, the last section
const historySection = lazyComponent(
  () => import('../../../components/order-timeline/history-section.tsx'),
  (m) => m.HistorySection,
);

// asked for as this module runs, not once the page has drawn: the route's loader fetched their code
// beside this module's, so each draws at once the first time it is drawn, the field work with the
// page and the History when opened (a lazy component drawn before its code is in shows its fallback,
// and React holds what comes after it for 300 ms; decision 125)
fieldWork.preload();
historySection.preload();

const sectionId = (title: WorkOrderSection) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function NotFound() {
  return <Alert severity="warning">{WORK_ORDER_NOT_FOUND}</Alert>;
}

export function WorkOrderDetailsPage() {
  const params = parseDetailsParams(useParams());
  const { isNew, ocdId } = params;
  const order = useQuery({
    ...orderDetailQuery(ocdId),
    select: (answer) => answer.orderDetail,
    enabled: ocdId !== undefined,
  });
  // the path's numbers lead; the order's own fill in a shortened path
  const ordNum = params.ordNum ?? order.data?.ordNum;
  const crewId = params.crewId ?? order.data?.crewId;

  const unread = useUnreadMessages(ocdId !== undefined);
  const unreadHere = unread.data?.crewLines.find((line) => line.ocdId === ocdId)?.unread;
  // the History's first page is read as soon as the order is in, and its code (about 5 KB) fetched with
  // the page (above): opened, the section draws at once instead of after two more round trips (decision 119).
  // Not before the order: a path whose order number is not the crew line's (an old or hand-made link)
  // would ask for an order that is not there, a 404 in the console of a page that shows none.
  // Opened by its address, the app's start has asked for both already (details-page-data.ts).
  const queryClient = useQueryClient();
  const orderOfLine = order.data?.ordNum;
  useEffect(() => {
    if (!isNew) prefetchHistory(queryClient, orderOfLine, ordNum);
  }, [queryClient, isNew, ordNum, orderOfLine]);
  // and lists the changes made on the page since
  useHistoryFollowsChanges();

  const prefix = usePortalPrefix();
  useOwnDocumentTitle(
    order.data ? workOrderDetailsPageTitle(prefix, order.data.ordNum, order.data.clientCode) : undefined,
  );

  const sections = ((): ExpandableSection[] => {
    const [information, recur, ivr, crew, notes, documents] = WORK_ORDER_SECTIONS;
    const byOrder = (render: (ordNum: number) => ReactNode) => () =>
      ordNum === undefined ? <NotFound /> : render(ordNum);
    const all: ExpandableSection[] = [
      {
        id: sectionId(information),
        title: information,
        render: () =>
          isNew ? (
            <OrderInformation order={undefined} />
          ) : ocdId === undefined ? (
            <NotFound />
          ) : (
            <SectionData query={order} label="the work order">
              {(detail) => <OrderInformation order={detail} />}
            </SectionData>
          ),
      },
      {
        id: sectionId(recur),
        title: recur,
        render: byOrder((n) => <recurSection.Content ordNum={n} />),
        preload: recurSection.preload,
      },
      {
        id: sectionId(ivr),
        title: ivr,
        render: byOrder((n) => <ivrSection.Content ordNum={n} />),
        preload: ivrSection.preload,
      },
      {
        id: sectionId(crew),
        title: crew,
        render: () =>
          crewId === undefined ? <NotFound /> : <crewSection.Content crewId={crewId} ordNum={ordNum} />,
        preload: crewSection.preload,
      },
      {
        id: sectionId(notes),
        title: notes,
        render: byOrder((n) => <notesSection.Content ordNum={n} />),
        preload: notesSection.preload,
      },
      {
        id: sectionId(documents),
        title: documents,
        render: byOrder((n) => <documentsSection.Content ordNum={n} />),
        preload: documentsSection.preload,
      },
      {
        id: 'photos',
        title: PHOTOS_SECTION,
        render: () => (ocdId === undefined ? <NotFound /> : <photosSection.Content ocdId={ocdId} />),
        preload: photosSection.preload,
      },
      {
        id: 'messages',
        title: messagesTitle(MESSAGES_SECTION_TITLE, unreadHere),
        render: () =>
          ocdId === undefined ? <NotFound /> : <messagesSection.Content ocdId={ocdId} ordNum={ordNum} />,
        preload: messagesSection.preload,
      },
      {
        id: 'history',
        title: HISTORY_SECTION,
        render: byOrder((n) => <historySection.Content ordNum={n} />),
        preload: historySection.preload,
      },
    ];
    // a missing order (404, another vendor's, a path without its numbers) or one that could not be
    // read shows its first section's message alone: no notes, documents or their Add and Upload
    // buttons for an order that is not there (issue 38 point 5)
    const missing = !isNew && (ocdId === undefined || order.isError);
    return isNew || missing ? all.slice(0, 1) : all;
  })();

  // The summary and the sections come in with the order: drawn before it, the open first section
  // would grow from a spinner to its fields and push the summary's space and the other sections down
  // (a layout shift of 0.68 on a phone, Lighthouse; issue 19).
  // Drawn in a transition once the order is in, not in the query's own (synchronous) update: see
  // company-profile-page.tsx.
  const loaded = useDeferredValue(isNew || ocdId === undefined || !order.isPending);
  if (!loaded) return <PageLoader label="Loading the work order" />;

  return (
    <>
      {!isNew && order.data ? <OrderSummary order={order.data} /> : null}
      {!isNew && order.data && ocdId !== undefined ? <CrewLineTechnicians ocdId={ocdId} /> : null}
      {!isNew && order.data && ocdId !== undefined ? (
        <Suspense fallback={null}>
          <fieldWork.Content ocdId={ocdId} />
        </Suspense>
      ) : null}
      {!isNew && order.data && ocdId !== undefined ? (
        <CheckInPanel ocdId={ocdId} ordNum={order.data.ordNum} />
      ) : null}
      <ExpandableSections sections={sections} defaultOpen={sections[0]?.id ?? null} />
    </>
  );
}
