// The Add / Edit user form's values and rules: the texts are the server's (contracts/users/messages.ts),
// checked here first so that a vendor reads them beside the field before anything is sent.
import { z } from 'zod';
import {
  EMAIL_INVALID,
  EMAIL_MAX_LENGTH,
  emailPattern,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  MOBILE_NUMBER_INVALID,
  PHONE_INPUT_MAX_LENGTH,
  PHONE_NUMBER_INVALID,
  PHONE_NUMBER_REQUIRED,
  USER_NAME_MAX_LENGTH,
  digitsOnly,
  phoneDigitsPattern,
  phoneInputPattern,
  type User,
} from '@vp/contracts';

const isPhone = (value: string) =>
  phoneInputPattern.test(value) && phoneDigitsPattern.test(digitsOnly(value));

export const userFormSchema = z.object({
  email: z.string().trim().max(EMAIL_MAX_LENGTH, EMAIL_INVALID).regex(emailPattern, EMAIL_INVALID),
  firstName: z.string().trim().min(1, FIRST_NAME_REQUIRED).max(USER_NAME_MAX_LENGTH),
  lastName: z.string().trim().min(1, LAST_NAME_REQUIRED).max(USER_NAME_MAX_LENGTH),
  phoneNumber: z
    .string()
    .trim()
    .min(1, PHONE_NUMBER_REQUIRED)
    .max(PHONE_INPUT_MAX_LENGTH, PHONE_NUMBER_INVALID)
    .refine(isPhone, PHONE_NUMBER_INVALID),
  mobileNumber: z
    .string()
    .trim()
    .max(PHONE_INPUT_MAX_LENGTH, MOBILE_NUMBER_INVALID)
    .refine((value) => value === '' || isPhone(value), MOBILE_NUMBER_INVALID),
  roles: z.array(z.string()),
});
export type UserFormValues = z.infer<typeof userFormSchema>;

export const EMPTY_USER: UserFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  mobileNumber: '',
  roles: [],
};

export function formValuesOf(user: User): UserFormValues {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    mobileNumber: user.mobileNumber ?? '',
    roles: user.roles,
  };
}
