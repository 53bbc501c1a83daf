// Texts and sort keys of the grids' date and money cells that may be blank.
import { usDate } from '@vp/contracts';

/** A calendar day 'YYYY-MM-DD' as MM/DD/YYYY; blank stays blank. */
export const dayText = (value: string | null) => (value ? usDate(value) : '');

/** A blank amount sorts before every amount, zero and refunds included. */
export const moneyKey = (value: number | null) => value ?? Number.NEGATIVE_INFINITY;
