// SPEC section 5 "Decline page": Save stays disabled until a reason is chosen (and while it saves).
import { DECLINE_REASONS, type DeclineReason } from '@vp/contracts';

export function isDeclineReason(value: string): value is DeclineReason {
  return (DECLINE_REASONS as readonly string[]).includes(value);
}

export function canSaveDecline(reason: string, saving: boolean): boolean {
  return !saving && isDeclineReason(reason);
}
