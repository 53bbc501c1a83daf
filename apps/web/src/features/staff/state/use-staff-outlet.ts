// The signed-in member, handed by the console's frame to its pages.
import { useOutletContext } from 'react-router';
import type { StaffMe } from './staff-me.ts';

export function useSignedInStaff(): StaffMe {
  return useOutletContext<StaffMe>();
}
