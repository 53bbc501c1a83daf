// The Photos section's title, apart from the section's code so that the details page names it without
// loading that code before the section is opened.
export const PHOTOS_SECTION = 'Photos';
