// The datasets loaded once a session is confirmed (SPEC section 2, Global behaviour), shared with
// every screen. They live down here so that any feature can read them without importing the
// start-up feature. Until a dataset arrives its field is undefined.
import { createContext, useContext, type ReactNode } from 'react';
import {
  vendorMay,
  type Access,
  type DisclaimerValues,
  type PortalSettings,
  type PortalUser,
  type StatusOrder,
} from '@vp/contracts';

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

/**
 * Whether the signed-in user's roles let them make the call (issue 40): a screen hides or disables what
 * they may not do. The server refuses it all the same; this only spares them a button that says no.
 */
export function useMay(call: { readonly access: Access }): boolean {
  const data = useContext(StartUpDataContext);
  // outside the signed-in shell (a component drawn on its own) there is nobody to restrict
  return data === null || vendorMay(data.user.permissions, call);
}

/**
 * Whether the signed-in user reaches every work order of the company ('work-orders:all'); a Technician
 * reaches only those assigned to them, and lands on My Work instead of the list (issue 40 point 3).
 */
export function useReachesAllOrders(): boolean {
  const data = useContext(StartUpDataContext);
  return data === null || data.user.permissions.includes('work-orders:all');
}
