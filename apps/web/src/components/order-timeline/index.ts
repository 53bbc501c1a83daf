// A work order's activity timeline (issue 41 point 6): the details page's History section and the list
// the staff console's work order page shows too. In components/ (not a feature folder) because two
// features show it, as the photos are.
export { HistorySection } from './history-section.tsx';
export { historyPages, HISTORY_PAGE_SIZE } from './history-pages.ts';
export { useHistoryFollowsChanges } from './history-follows-changes.ts';
export { TimelineList } from './timeline-list.tsx';
export { HISTORY_SECTION, NO_HISTORY, SHOW_MORE_HISTORY } from './history-section-title.ts';
