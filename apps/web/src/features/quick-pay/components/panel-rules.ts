// The Automatic QuickPay panel's rules (SPEC section 4): Opt-in needs a chosen option and the ticked
// consent box; Opt-out needs only the ticked box. A company with QuickPay disabled (qpExclude) can
// do neither: the server refuses it, so the buttons say so up front. A button that would change
// nothing is off too (issue 15): Opt-out while the company is opted out, Opt-in to the option it has.
export type PanelInput = {
  /** the option chosen in the panel, or null */
  chosenSettingId: number | null;
  /** the company's automatic option now, or null when it is opted out (or never opted in) */
  currentSettingId: number | null;
  consent: boolean;
  qpExclude: boolean;
  /** a call is under way */
  busy: boolean;
};

export type PanelButtons = { optIn: boolean; optOut: boolean };

export function panelButtons({
  chosenSettingId,
  currentSettingId,
  consent,
  qpExclude,
  busy,
}: PanelInput): PanelButtons {
  const allowed = consent && !qpExclude && !busy;
  return {
    optIn: allowed && chosenSettingId !== null && chosenSettingId !== currentSettingId,
    optOut: allowed && currentSettingId !== null,
  };
}
