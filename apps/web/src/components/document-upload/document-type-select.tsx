// The document Type (codes of get-document-type). Types that allow one file only are disabled while
// several files are chosen (SPEC section 5).
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isTypeDisabled } from './upload-rules.ts';

export type DocumentTypeSelectProps = {
  types: readonly string[] | undefined;
  value: string;
  fileCount: number;
  onChange: (type: string) => void;
  disabled?: boolean;
  error?: boolean;
};

export function DocumentTypeSelect({
  types,
  value,
  fileCount,
  onChange,
  disabled = false,
  error = false,
}: DocumentTypeSelectProps) {
  const loading = types === undefined;
  return (
    <TextField
      select
      fullWidth
      required
      label="Type"
      value={value}
      error={error}
      disabled={disabled || loading}
      helperText={loading ? 'Loading the document types' : undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      {(types ?? []).map((type) => (
        <MenuItem key={type} value={type} disabled={isTypeDisabled(type, fileCount)}>
          {type}
        </MenuItem>
      ))}
    </TextField>
  );
}
