// The frame of the guest page's two forms (check in, check out): their fields in a column no wider than
// a phone's, the server's refusal in its words, and one large button that shows the post running.
import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';

export type GuestFormProps = {
  /** the form's accessible name */
  label: string;
  /** react-hook-form's handleSubmit(...) */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  problem: string | null;
  busy: boolean;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  children: ReactNode;
};

const FORM = { display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 480 } as const;

export function GuestForm({
  label,
  onSubmit,
  problem,
  busy,
  submitLabel,
  submitColor,
  children,
}: GuestFormProps) {
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={(e) => void onSubmit(e)} sx={FORM}>
      {children}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Button
        type="submit"
        variant="contained"
        color={submitColor}
        size="large"
        loading={busy}
        sx={{ minHeight: 56 }}
      >
        {submitLabel}
      </Button>
    </Box>
  );
}
