// The check-out form's rules with the words a technician reads (the server checks them again).
import { z } from 'zod';
import { HOURS_INVALID, MAX_CHECK_OUT_HOURS, WORK_DONE_MAX_LENGTH, WORK_DONE_REQUIRED } from '@vp/contracts';

export const checkOutFormSchema = z.object({
  workDone: z
    .string()
    .trim()
    .min(1, WORK_DONE_REQUIRED)
    .max(WORK_DONE_MAX_LENGTH, `At most ${WORK_DONE_MAX_LENGTH} characters.`),
  hours: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, HOURS_INVALID)
    .refine((text) => Number(text) <= MAX_CHECK_OUT_HOURS, HOURS_INVALID)
    .transform(Number),
});
export type CheckOutFormValues = z.input<typeof checkOutFormSchema>;
export const EMPTY_CHECK_OUT: CheckOutFormValues = { workDone: '', hours: '' };
