// Photos of a crew line's work (issue 41 point 3): the details page's Photos section, and the caption
// the staff console's work order page shows too. In components/ (not a feature folder) because two
// features show it, as the crew assignment is.
export { PhotosSection, PHOTOS_SECTION, TAKE_PHOTO, NO_PHOTOS } from './photos-section.tsx';
export { PhotoCaption } from './photo-caption.tsx';
export { NO_LOCATION, photoPlaceText, photoTimeText, photoWarningsText } from './photo-caption-text.ts';
