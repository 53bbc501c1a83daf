import { describe, expect, it } from 'vitest';
import { panelButtons } from './panel-rules.ts';

const base = { chosenSettingId: null, consent: false, qpExclude: false, busy: false };

describe('panelButtons', () => {
  it('keeps both buttons off until the consent box is ticked', () => {
    expect(panelButtons(base)).toEqual({ optIn: false, optOut: false });
    expect(panelButtons({ ...base, chosenSettingId: 3 })).toEqual({ optIn: false, optOut: false });
  });

  it('Opt-out needs only the ticked box', () => {
    expect(panelButtons({ ...base, consent: true })).toEqual({ optIn: false, optOut: true });
  });

  it('Opt-in needs an option and the ticked box', () => {
    expect(panelButtons({ ...base, consent: true, chosenSettingId: 3 })).toEqual({
      optIn: true,
      optOut: true,
    });
  });

  it('offers neither to a company with QuickPay disabled, nor while a call is under way', () => {
    const ready = { ...base, consent: true, chosenSettingId: 3 };
    expect(panelButtons({ ...ready, qpExclude: true })).toEqual({ optIn: false, optOut: false });
    expect(panelButtons({ ...ready, busy: true })).toEqual({ optIn: false, optOut: false });
  });
});
