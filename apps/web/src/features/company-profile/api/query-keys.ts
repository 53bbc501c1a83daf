// The cache keys of the company profile calls not yet made through lib/call.ts (issue 16): the
// profile and the states and cities lists. The section lists are keyed by callKey(theirCall).
export const profileKeys = {
  profile: ['company-profile', 'profile'] as const,
  states: ['company-profile', 'states'] as const,
  cities: (stateCode: string) => ['company-profile', 'cities', stateCode] as const,
};
