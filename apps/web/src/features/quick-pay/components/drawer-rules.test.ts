import { describe, expect, it } from 'vitest';
import {
  QUICK_PAY_ALREADY_OPTED_IN,
  QUICK_PAY_DISABLED,
  quickPayPayDate,
  type QuickPaySetting,
} from '@vp/contracts';
import { canSaveQuickPay, drawerOffers, openDecision } from './drawer-rules.ts';

const settings: QuickPaySetting[] = [
  { id: 1, percentage: 5, days: 1, fedexFee: 35, mailingfees: 0 },
  { id: 2, percentage: 3, days: 10, fedexFee: 0, mailingfees: 0 },
  { id: 3, percentage: 2, days: 20, fedexFee: 0, mailingfees: 0 },
];
// Tuesday 2026-03-03, 10:00 Eastern: before the 2:00 pm cut-off on a business day
const now = new Date('2026-03-03T15:00:00.000Z');

describe('openDecision', () => {
  it('opens the drawer when QuickPay is allowed and the company is not opted in', () => {
    expect(openDecision({ qpExclude: false }, { qpExclude: false, optedIn: false })).toEqual({ open: true });
    expect(openDecision({ qpExclude: false }, undefined)).toEqual({ open: true });
  });

  it('warns instead when QuickPay is disabled for the company', () => {
    expect(openDecision({ qpExclude: true }, { qpExclude: false, optedIn: false })).toEqual({
      open: false,
      warning: QUICK_PAY_DISABLED,
    });
    expect(openDecision({ qpExclude: false }, { qpExclude: true, optedIn: true })).toEqual({
      open: false,
      warning: QUICK_PAY_DISABLED,
    });
  });

  it('warns instead when the company is opted in', () => {
    expect(openDecision({ qpExclude: false }, { qpExclude: false, optedIn: true })).toEqual({
      open: false,
      warning: QUICK_PAY_ALREADY_OPTED_IN,
    });
  });
});

describe('drawerOffers', () => {
  it('offers only options that pay on or before the due date', () => {
    const dueIn15Days = { netPay: 1000, dueDate: '2026-03-18' };
    expect(drawerOffers(dueIn15Days, settings, now).map((o) => o.setting.id)).toEqual([1, 2]);
    const dueTomorrow = { netPay: 1000, dueDate: '2026-03-04' };
    expect(drawerOffers(dueTomorrow, settings, now).map((o) => o.setting.id)).toEqual([1]);
    const overdue = { netPay: 1000, dueDate: '2026-03-01' };
    expect(drawerOffers(overdue, settings, now)).toEqual([]);
  });

  it('shows the QuickPay amount (pay amount minus the percentage) and the pay date (today plus the days)', () => {
    const [nextDay, tenDays] = drawerOffers({ netPay: 1234.56, dueDate: '2026-12-31' }, settings, now);
    expect(tenDays?.qpAmount).toBe(1197.52); // 1234.56 - 37.04 (3 %, rounded half up)
    expect(tenDays?.payDate).toBe('2026-03-13');
    expect(tenDays?.payDate).toBe(quickPayPayDate(now, 10));
    expect(nextDay?.qpAmount).toBe(1172.83); // 1234.56 - 61.73 (5 %)
    expect(nextDay?.fedexFee).toBe(35);
    // ships today (before 2:00 pm Eastern), arrives the next business day
    expect(nextDay?.payDate).toBe('2026-03-04');
  });
});

describe('canSaveQuickPay', () => {
  const offers = drawerOffers({ netPay: 500, dueDate: '2026-12-31' }, settings, now);
  const ready = { chosenSettingId: 2, offers, consent: true, currentSettingId: null };

  it('saves an offered option with the disclaimer ticked', () => {
    expect(canSaveQuickPay(ready)).toBe(true);
  });

  it('needs an option, the ticked disclaimer, and an option other than the current one', () => {
    expect(canSaveQuickPay({ ...ready, chosenSettingId: null })).toBe(false);
    expect(canSaveQuickPay({ ...ready, consent: false })).toBe(false);
    expect(canSaveQuickPay({ ...ready, currentSettingId: 2 })).toBe(false);
    expect(canSaveQuickPay({ ...ready, currentSettingId: 3 })).toBe(true);
  });

  it('refuses an option that is not offered', () => {
    expect(canSaveQuickPay({ ...ready, chosenSettingId: 99 })).toBe(false);
  });
});
