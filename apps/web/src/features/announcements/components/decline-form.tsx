// SPEC sections 2, 4 and 5 "Decline page": 'Select Reason for decline.', the four reasons and Save
// (disabled until a reason is chosen). Once the server answers HTTP 200 the selector gives way to
// 'Thank you for decline.'; a failure is logged, said in words (issue 15), and the form stays for
// another try.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DECLINE_REASONS, DECLINE_SELECT_REASON, DECLINE_THANK_YOU, type DeclineReason } from '@vp/contracts';
import type { PublicCallOutcome } from '../../../lib/public-post.ts';
import { canSaveDecline, isDeclineReason } from './decline-rules.ts';
import { NotRecordedAlert } from './not-recorded-alert.tsx';
import { PublicMessage } from './public-message.tsx';

export type DeclineFormProps = {
  rounddetailId: string | null;
  decline: (rounddetailId: string, reason: DeclineReason) => Promise<PublicCallOutcome>;
  /** what the vendor answered before, said above the form until the decline is saved (issue 38) */
  answeredBefore?: string | null | undefined;
};

export function DeclineForm({ rounddetailId, decline, answeredBefore }: DeclineFormProps) {
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<Exclude<PublicCallOutcome, 'recorded'> | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!canSaveDecline(reason, saving) || !isDeclineReason(reason)) return;
    if (!rounddetailId) {
      console.error('The link carries no round detail id; nothing was recorded.');
      setFailure('refused');
      return;
    }
    setSaving(true);
    try {
      const outcome = await decline(rounddetailId, reason);
      setSaved(outcome === 'recorded');
      setFailure(outcome === 'recorded' ? null : outcome);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      {saved ? null : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void save(event)}
          aria-labelledby="decline-prompt"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            width: '100%',
            maxWidth: (t) => t.spacing(60),
          }}
        >
          {answeredBefore ? <Typography sx={{ textAlign: 'center' }}>{answeredBefore}</Typography> : null}
          <Typography id="decline-prompt" variant="h6" component="p" sx={{ textAlign: 'center' }}>
            {DECLINE_SELECT_REASON}
          </Typography>
          <TextField
            select
            fullWidth
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          >
            {DECLINE_REASONS.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSaveDecline(reason, saving)}
            loading={saving}
          >
            Save
          </Button>
        </Box>
      )}
      {/* one live region before and after saving, so the thank-you text is announced */}
      <PublicMessage text={saved ? DECLINE_THANK_YOU : null} />
      {failure ? <NotRecordedAlert outcome={failure} /> : null}
    </>
  );
}
