// Fictional but realistic names and places for the demo and benchmark datasets.
export const clientsCatalog = [
  { code: 'BRGH', name: 'Brightway Grocers' },
  { code: 'CSTL', name: 'Coastal Outfitters' },
  { code: 'MDWY', name: 'Midway Pharmacy' },
  { code: 'PKLN', name: 'Parkline Fitness' },
  { code: 'SMTC', name: 'Summit Coffee Co.' },
  { code: 'TRNT', name: 'Trenton Auto Parts' },
] as const;

export const placesCatalog = [
  { city: 'Albany', state: 'NY', zip: '12207' },
  { city: 'Buffalo', state: 'NY', zip: '14202' },
  { city: 'Newark', state: 'NJ', zip: '07102' },
  { city: 'Hartford', state: 'CT', zip: '06103' },
  { city: 'Providence', state: 'RI', zip: '02903' },
  { city: 'Worcester', state: 'MA', zip: '01608' },
  { city: 'Allentown', state: 'PA', zip: '18101' },
  { city: 'Wilmington', state: 'DE', zip: '19801' },
  { city: 'Baltimore', state: 'MD', zip: '21202' },
  { city: 'Richmond', state: 'VA', zip: '23219' },
  { city: 'Columbus', state: 'OH', zip: '43215' },
  { city: 'Pittsburgh', state: 'PA', zip: '15222' },
] as const;

export const streets = [
  'Main St',
  'Oak Ave',
  'Market St',
  'Route 9',
  'Commerce Blvd',
  'Elm St',
  'Park Ave',
  'Mill Rd',
];

export const categories = [
  'HVAC',
  'Plumbing',
  'Electrical',
  'Landscaping',
  'Janitorial',
  'Snow Removal',
  'Pest Control',
  'Roofing',
];
export const orderTypes = ['Repair', 'Preventive Maintenance', 'Inspection', 'Emergency', 'Installation'];
export const priorities = ['P1 - Emergency', 'P2 - Urgent', 'P3 - Routine', 'P4 - Scheduled'];
/**
 * The crew line's status that goes with its order's (demo rules, issue 15): work not yet started is
 * Assigned or Accepted, started work is On Site, finished work Completed, and a cancelled order's
 * line Cancelled.
 */
export const crewStatusOfOrder: Record<string, string> = {
  OPEN: 'Assigned',
  DISPATCHED: 'Accepted',
  'ON HOLD': 'Assigned',
  'IN PROGRESS': 'On Site',
  COMPLETED: 'Completed',
  INVOICED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** Order statuses that say the crew has been on site: only for work whose time has come. */
export const STARTED_ORDER_STATUSES: readonly string[] = ['IN PROGRESS', 'COMPLETED', 'INVOICED'];

export const accountManagersCatalog = [
  { name: 'Dana Whitfield', email: 'dana.whitfield@facilities.example' },
  { name: 'Marcus Bell', email: 'marcus.bell@facilities.example' },
  { name: 'Priya Raman', email: 'priya.raman@facilities.example' },
  { name: 'Tom Alvarez', email: 'tom.alvarez@facilities.example' },
  { name: 'Grace Kim', email: 'grace.kim@facilities.example' },
];

export const scopes = [
  'Inspect the rooftop unit, replace filters and belts, and report on refrigerant levels.',
  'Repair the leaking faucet in the back-of-house restroom and check the water heater.',
  'Replace failed parking-lot light fixtures on the north side with LED units.',
  'Perform the monthly landscaping visit: mowing, edging, and debris removal.',
  'Clear the storm drain at the loading dock and check the grease trap.',
  'Investigate the breaker tripping in the sales area and correct the fault.',
];
