// "Not dispatchable for Acme Stores, Plumbing": the one line the console writes wherever a vendor may
// not be dispatched (its page, the round composer); null client or trade: every one.
import { NOT_DISPATCHABLE, type NotDispatchable } from '@vp/contracts';

export function notDispatchableText(block: Pick<NotDispatchable, 'clientName' | 'trade'>): string {
  return `${NOT_DISPATCHABLE} for ${block.clientName ?? 'every client'}, ${block.trade ?? 'every trade'}`;
}
