// The datasets loaded once a session is confirmed (SPEC section 2, Global behaviour), shared with
// every screen. They live down here so that any feature can read them without importing the
// start-up feature. Until a dataset arrives its field is undefined.
import { createContext, useContext, type ReactNode } from 'react';
import type { DisclaimerValues, PortalSettings, PortalUser, StatusOrder } from '@vp/contracts';

export type StartUpData = {
  user: PortalUser;
  settings: PortalSettings | undefined;
  disclaimer: DisclaimerValues | undefined;
  statusOrders: StatusOrder[] | undefined;
  securityKeys: Record<string, string> | undefined;
};

const StartUpDataContext = createContext<StartUpData | null>(null);

export function StartUpDataProvider({ value, children }: { value: StartUpData; children: ReactNode }) {
  return <StartUpDataContext value={value}>{children}</StartUpDataContext>;
}

/** The start-up data, or null outside the signed-in area (auth and public pages). */
export function useStartUpData(): StartUpData | null {
  return useContext(StartUpDataContext);
}

export function usePortalSettings(): PortalSettings | undefined {
  return useContext(StartUpDataContext)?.settings;
}
