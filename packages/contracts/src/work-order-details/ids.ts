// Path parameters of the details calls. A value that is not a whole number from 1 to 2^31-1 answers
// 400; a well-formed id that is missing or another vendor's answers 404.
import { z } from 'zod';

const MAX_ID = 2_147_483_647;
const id = z.coerce.number().int().positive().max(MAX_ID);

export const ocdIdParams = z.object({ id });
export const ordNumParams = z.object({ ordNum: id });
export const crewIdParams = z.object({ crewId: id });
export const documentIdParams = z.object({ id });
