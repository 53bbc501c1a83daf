import { describe, expect, it } from 'vitest';
import { panelButtons } from './panel-rules.ts';

const optedIn = { chosenSettingId: null, currentSettingId: 3, consent: false, qpExclude: false, busy: false };
const optedOut = { ...optedIn, currentSettingId: null };

describe('panelButtons', () => {
  it('keeps both buttons off until the consent box is ticked', () => {
    expect(panelButtons(optedIn)).toEqual({ optIn: false, optOut: false });
    expect(panelButtons({ ...optedIn, chosenSettingId: 4 })).toEqual({ optIn: false, optOut: false });
  });

  it('Opt-out needs only the ticked box, while the company is opted in', () => {
    expect(panelButtons({ ...optedIn, consent: true })).toEqual({ optIn: false, optOut: true });
  });

  it('offers no Opt-out to a company already opted out (issue 15)', () => {
    expect(panelButtons({ ...optedOut, consent: true })).toEqual({ optIn: false, optOut: false });
    expect(panelButtons({ ...optedOut, consent: true, chosenSettingId: 3 })).toEqual({
      optIn: true,
      optOut: false,
    });
  });

  it('Opt-in needs an option other than the current one and the ticked box', () => {
    expect(panelButtons({ ...optedIn, consent: true, chosenSettingId: 4 })).toEqual({
      optIn: true,
      optOut: true,
    });
    expect(panelButtons({ ...optedIn, consent: true, chosenSettingId: 3 })).toEqual({
      optIn: false,
      optOut: true,
    });
  });

  it('offers neither to a company with QuickPay disabled, nor while a call is under way', () => {
    const ready = { ...optedIn, consent: true, chosenSettingId: 4 };
    expect(panelButtons({ ...ready, qpExclude: true })).toEqual({ optIn: false, optOut: false });
    expect(panelButtons({ ...ready, busy: true })).toEqual({ optIn: false, optOut: false });
  });
});
