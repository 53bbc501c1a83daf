// The login form's state as react-hook-form's 'onTouched' mode had it (the look and the e2e tests
// rely on it): a field shows its message from its first blur on, then as it changes; a submit shows
// every message and puts the focus on the first field that has one.
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { LoginValues } from '../forms/schemas.ts';
import { EMPTY_LOGIN, LOGIN_FIELDS, loginErrors, type LoginErrors, type LoginField } from './login-fields.ts';

export type BoundField = {
  name: LoginField;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  inputRef: (input: HTMLInputElement | null) => void;
};

export function useLoginFields(newPasswordRequired: boolean) {
  const [values, setValues] = useState<LoginValues>(EMPTY_LOGIN);
  const [shown, setShown] = useState<LoginErrors>({});
  const watched = useRef(new Set<LoginField>());
  const inputs = useRef(new Map<LoginField, HTMLInputElement>());
  // the latest values for blur handlers that run before a re-render
  const latest = useRef(values);
  latest.current = values;

  const show = useCallback(
    (name: LoginField, next: LoginValues) =>
      setShown((old) => ({ ...old, [name]: loginErrors(next, newPasswordRequired)[name] })),
    [newPasswordRequired],
  );

  const field = (name: LoginField): BoundField => ({
    name,
    value: values[name],
    error: shown[name],
    onChange: (event) => {
      const next = { ...latest.current, [name]: event.target.value };
      latest.current = next;
      setValues(next);
      if (watched.current.has(name)) show(name, next);
    },
    onBlur: () => {
      watched.current.add(name);
      show(name, latest.current);
    },
    inputRef: (input) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
  });

  /** Shows every message; true when there is none. */
  const validate = (): boolean => {
    const errors = loginErrors(latest.current, newPasswordRequired);
    setShown(errors);
    for (const name of LOGIN_FIELDS) watched.current.add(name);
    const first = LOGIN_FIELDS.find((name) => errors[name] !== undefined);
    if (first) inputs.current.get(first)?.focus();
    return first === undefined;
  };

  const focus = (name: LoginField) => inputs.current.get(name)?.focus();

  return { values, field, validate, focus };
}
