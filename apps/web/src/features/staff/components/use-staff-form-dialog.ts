// The form of a console dialog that one call sends (Add API client, Add webhook, Invite user): checked
// when sent, as every dialog of the console; closing it (Cancel, or the call's success) empties the
// form and forgets the last failure, so that it opens afresh.
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { staffFailureText } from './staff-failure-text.ts';

type Options<Values extends FieldValues, Sent, Answer> = {
  empty: Values;
  resolver: Resolver<Values, unknown, Sent>;
  /** the call, a useActionMutation (one click, one call) */
  mutation: UseMutationResult<Answer, Error, Sent>;
  onClose: () => void;
  /** what the page does with the answer, once the dialog has closed */
  onDone?: (answer: Answer) => void;
};

/** The form's control, and the props of its FormDialog but for open, title and submitLabel. */
export function useStaffFormDialog<Values extends FieldValues, Sent, Answer>(
  options: Options<Values, Sent, Answer>,
) {
  const { empty, resolver, mutation, onClose, onDone } = options;
  const { control, handleSubmit, reset } = useForm<Values, unknown, Sent>({
    defaultValues: empty as DefaultValues<Values>,
    reValidateMode: 'onSubmit',
    resolver,
  });
  const close = () => {
    reset(empty);
    mutation.reset();
    onClose();
  };
  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (answer) => {
        close();
        onDone?.(answer);
      },
    }),
  );
  const failure = mutation.isError ? staffFailureText(mutation.error) : null;
  return { control, dialog: { onClose: close, saving: mutation.isPending, failure, onSubmit } };
}
