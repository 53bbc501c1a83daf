// The decision dialog's forms, checked in the browser with the words a staff member reads (the server
// checks them again with the provider API's rules).
import { z } from 'zod';

export const paidFormSchema = z.object({
  checkNo: z.string().trim().min(1, 'Enter the check number.').max(50, 'At most 50 characters.'),
  payDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the pay date.')
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
    }, 'Enter a date that exists.'),
  payAmt: z
    .string()
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Enter an amount such as 980.00 (at most two decimals).'),
});
export type PaidFormValues = z.infer<typeof paidFormSchema>;

export const declinedFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Enter the reason; the vendor reads it.')
    .max(500, 'At most 500 characters.'),
});
export type DeclinedFormValues = z.infer<typeof declinedFormSchema>;
