// The login form's fields and their messages, from the SPEC section 5 rules in forms/schemas.ts (the
// same zod schemas the other auth forms use; no form library on the light page).
import { loginSchema, newPasswordLoginSchema, type LoginValues } from '../forms/schemas.ts';

export type LoginField = keyof LoginValues;

/** In the order they are shown: the first with a message takes the focus on submit. */
export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password', 'newPassword', 'repeatNewPassword'];

export const EMPTY_LOGIN: LoginValues = { email: '', password: '', newPassword: '', repeatNewPassword: '' };

export type LoginErrors = Partial<Record<LoginField, string>>;

/** Each field's first message; the new-password fields count only once the server asked for them. */
export function loginErrors(values: LoginValues, newPasswordRequired: boolean): LoginErrors {
  const result = (newPasswordRequired ? newPasswordLoginSchema : loginSchema).safeParse(values);
  const errors: LoginErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
