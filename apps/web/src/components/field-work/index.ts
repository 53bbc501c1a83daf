// The field work of a crew line (issue 41 points 1 and 2) on its details page: its dispatch answer,
// status, moves and history.
export { FieldWorkPanel, FIELD_WORK_LABEL } from './field-work-panel.tsx';
