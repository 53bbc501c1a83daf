// Check-in and check-out on the phone (issue 41 point 4): the panel of a crew line's details page (a
// component, not a feature: the details page and the guest page share its pieces).
export { CheckInPanel, CHECK_IN_LABEL } from './check-in-panel.tsx';
