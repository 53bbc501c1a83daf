// The Automatic QuickPay panel's rules (SPEC section 4): Opt-in needs a chosen option and the ticked
// consent box; Opt-out needs only the ticked box. A company with QuickPay disabled (qpExclude) can
// do neither: the server refuses it, so the buttons say so up front.
export type PanelInput = {
  /** the option chosen in the panel, or null */
  chosenSettingId: number | null;
  consent: boolean;
  qpExclude: boolean;
  /** a call is under way */
  busy: boolean;
};

export type PanelButtons = { optIn: boolean; optOut: boolean };

export function panelButtons({ chosenSettingId, consent, qpExclude, busy }: PanelInput): PanelButtons {
  const allowed = consent && !qpExclude && !busy;
  return { optIn: allowed && chosenSettingId !== null, optOut: allowed };
}
