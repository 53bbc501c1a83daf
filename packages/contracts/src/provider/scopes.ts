// The one list of scopes an API client of the provider API (/provider/v1) may be granted (issue 17,
// decision 047). Later provider calls add their scope here; the admin CLI refuses any other name.
import { z } from 'zod';

export const PROVIDER_SCOPES = [
  'vendors:read',
  'vendors:write',
  'work-orders:read',
  'work-orders:write',
  'invoices:read',
  'invoices:write',
  'documents:read',
  'documents:write',
  'quick-pay:read',
  'quick-pay:write',
  'announcements:read',
  'announcements:write',
  'supply-partners:read',
  'supply-partners:write',
  'settings:read',
  'settings:write',
  'events:read',
  'webhooks:write',
  // decision 056: read the subscriptions and their delivery logs without changing them
  'webhooks:read',
  // decision 112: the compliance requirements and the vendors' compliance states
  'compliance:read',
  'compliance:write',
  // decision 116: the messages on work orders between the company and the vendors
  'messages:read',
  'messages:write',
] as const;

export type ProviderScope = (typeof PROVIDER_SCOPES)[number];

export const providerScopeSchema = z.enum(PROVIDER_SCOPES);

export function isProviderScope(value: string): value is ProviderScope {
  return (PROVIDER_SCOPES as readonly string[]).includes(value);
}
