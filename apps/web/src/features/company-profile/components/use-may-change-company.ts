// Whether the signed-in user may change the company profile and its lists (the 'company:edit'
// permission of every change call of the screen): Finance reads the screen, remit details included,
// and changes nothing, so it sees no Edit, Add or Delete (issue 40).
import { updateVendorProfileCall } from '@vp/contracts';
import { useMay } from '../../../lib/start-up-data.tsx';

export const useMayChangeCompany = (): boolean => useMay(updateVendorProfileCall);
