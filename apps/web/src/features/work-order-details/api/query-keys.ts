// The cache keys of the details screen, in one place so that a note or an upload refreshes exactly
// the lists it changed.
export const detailsKeys = {
  all: ['work-order-details'] as const,
  orderDetail: (ocdId: number) => ['work-order-details', 'order-detail', ocdId] as const,
  recur: (ordNum: number) => ['work-order-details', ordNum, 'recur'] as const,
  instruction: (ordNum: number) => ['work-order-details', ordNum, 'instruction'] as const,
  hours: (ordNum: number) => ['work-order-details', ordNum, 'hours'] as const,
  crew: (crewId: number, ordNum: number | undefined) =>
    ['work-order-details', 'crew', crewId, ordNum] as const,
  notes: (ordNum: number) => ['work-order-details', ordNum, 'notes'] as const,
  documents: (ordNum: number) => ['work-order-details', ordNum, 'documents'] as const,
  approved: (ordNum: number) => ['work-order-details', ordNum, 'documents', 'approved'] as const,
  pending: (ordNum: number) => ['work-order-details', ordNum, 'documents', 'pending'] as const,
  documentTypes: ['work-order-details', 'document-types'] as const,
};
