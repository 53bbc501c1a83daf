// The two dates of a console search (from, to): the browser's date picker, small as the search's other
// fields are, its label always raised (an empty date input shows a format mask the label would cover),
// and under the end date why the range is refused.
import TextField from '@mui/material/TextField';

type Change = (event: { target: { value: string } }) => void;

type Props = {
  labels: { from: string; to: string };
  values: { from: string; to: string };
  onChange: { from: Change; to: Change };
  /** e.g. the end date before the start date */
  toError?: string | undefined;
};

export function DateRangeFields({ labels, values, onChange, toError }: Props) {
  return (
    <>
      <TextField
        label={labels.from}
        type="date"
        value={values.from}
        onChange={onChange.from}
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={labels.to}
        type="date"
        value={values.to}
        onChange={onChange.to}
        error={toError !== undefined}
        helperText={toError}
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
