// The cache keys of the company profile screen, in one place so that each change refreshes exactly the
// list it changed.
export const profileKeys = {
  all: ['company-profile'] as const,
  profile: ['company-profile', 'profile'] as const,
  achMessage: ['company-profile', 'ach-message'] as const,
  states: ['company-profile', 'states'] as const,
  cities: (stateCode: string) => ['company-profile', 'cities', stateCode] as const,
  trades: ['company-profile', 'trades'] as const,
  tradeCatalog: ['company-profile', 'trade-catalog'] as const,
  zips: ['company-profile', 'zips'] as const,
  notes: ['company-profile', 'notes'] as const,
  documents: ['company-profile', 'documents'] as const,
  documentTypes: ['company-profile', 'document-types'] as const,
};
