// The History section's title and texts, apart from the section's code so that the details page names
// it without loading that code before the section is opened.
export const HISTORY_SECTION = 'History';
export const NO_HISTORY = 'Nothing recorded yet.';
export const SHOW_MORE_HISTORY = 'Show more';
