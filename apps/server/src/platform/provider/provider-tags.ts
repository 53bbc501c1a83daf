// The tags of the provider API's OpenAPI document (issue 38 point 12, decision 102): one per resource,
// by the path's first step after /provider/v1, each declared with a description, so that generators
// and the reference page group the calls. A call under a step not listed here stops the build of the
// document (the test of the document fails), rather than going out untagged.
export type ProviderTag = { name: string; description: string };

const TAGS: Record<string, ProviderTag> = {
  whoami: { name: 'whoami', description: 'The calling API client: check a set-up with any token.' },
  vendors: {
    name: 'vendors',
    description: "The company's vendors and their users, by the company's own external ids.",
  },
  clients: { name: 'clients', description: 'The companies whose stores the work is for.' },
  stores: { name: 'stores', description: "The clients' locations where the work is done." },
  'work-orders': {
    name: 'work-orders',
    description: 'Work orders with their crew lines: what each vendor sees in its work-order list.',
  },
  'check-ins': { name: 'check-ins', description: 'IVR check-ins on crew lines.' },
  invoices: { name: 'invoices', description: "The vendors' invoices with their lines and payments." },
  'quick-pay-requests': {
    name: 'quick-pay',
    description: "QuickPay: the vendors' requests for early payment, and their automatic QuickPay.",
  },
  documents: {
    name: 'documents',
    description: 'The documents vendors upload, and their review (approve or reject).',
  },
  'announcement-rounds': {
    name: 'announcement-rounds',
    description: 'Work orders announced to vendors by e-mail, and their answers.',
  },
  'supply-partners': {
    name: 'supply-partners',
    description: "The partners of the vendors' Supply Partners page.",
  },
  'portal-settings': {
    name: 'portal-settings',
    description: 'The banner, QuickPay disclaimer and titles the vendor app shows.',
  },
  events: { name: 'events', description: 'The events feed: every change that matters, in order.' },
  webhooks: {
    name: 'webhooks',
    description: 'Subscriptions that POST the events to your URLs, with their delivery logs.',
  },
};
TAGS['quick-pay-automatic'] = TAGS['quick-pay-requests']!;

/** The tag of a call by its path ('/provider/v1/work-orders/{externalId}' -> work-orders). */
export function providerTagOf(path: string): ProviderTag {
  const step = path.split('/')[3] ?? '';
  const tag = TAGS[step];
  if (!tag) throw new Error(`No tag for the provider path ${path}: add one to provider-tags.ts.`);
  return tag;
}

/** The tags in use, each once, in the order of their first call. */
export function providerTagsOf(paths: readonly string[]): ProviderTag[] {
  return [...new Map(paths.map((p) => providerTagOf(p)).map((t) => [t.name, t])).values()];
}
