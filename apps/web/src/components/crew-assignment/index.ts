// Technicians assigned to crew lines (issue 40 point 3): shared by the work order list (bulk, from the
// selected rows) and the details page (one crew line).
export { AssignTechniciansDrawer, ASSIGN_TECHNICIANS_TITLE } from './assign-technicians-drawer.tsx';
export { CrewLineTechnicians, TECHNICIANS_LABEL } from './crew-line-technicians.tsx';
