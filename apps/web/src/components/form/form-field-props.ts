// What every field of the form kit (decision 107) is given: the form's control, the field's name and
// its label.
import type { Control, FieldValues, Path } from 'react-hook-form';

/** O: the values the form's resolver hands to its submit. */
export type FormFieldProps<T extends FieldValues, C = unknown, O = T> = {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
};
