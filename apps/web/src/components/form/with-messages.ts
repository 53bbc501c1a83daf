// The form kit (decision 107): a resolver whose messages are said for people. A form checked against a
// call's contract shows, for a field the contract refuses, the form's own sentence for that field
// instead of the contract's message (which names the wire's field).
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export function withMessages<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  messages: Partial<Record<string, string>>,
): Resolver<T, C, O> {
  const withTexts = async (values: T, context: C | undefined, options: Parameters<Resolver<T, C, O>>[2]) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, unknown> = {};
    for (const [field, error] of Object.entries(result.errors)) {
      const message = messages[field];
      errors[field] = message === undefined ? error : { ...error, message };
    }
    return { ...result, errors: errors as FieldErrors<T> };
  };
  return withTexts as Resolver<T, C, O>;
}
