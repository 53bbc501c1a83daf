// The words of the QuickPay options table.
import type { QuickPayOption, QuickPayOptionKind } from '@vp/contracts';

export const KIND_LABELS: Record<QuickPayOptionKind, string> = {
  automatic: 'Automatic',
  manual: 'Per invoice',
};

/** '2.00% for 15 days', '4.00% next day', as vendors read the option (SPEC section 9) */
export const optionLabel = (o: Pick<QuickPayOption, 'percentage' | 'days'>) =>
  o.days === 1 ? `${o.percentage}% next day` : `${o.percentage}% for ${o.days} days`;
