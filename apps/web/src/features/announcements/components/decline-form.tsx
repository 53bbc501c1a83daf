// SPEC sections 2, 4 and 5 "Decline page": 'Select Reason for decline.', the four reasons and Save
// (disabled until a reason is chosen). Once the server answers HTTP 200 the selector gives way to
// 'Thank you for decline.'; a failure is logged, said in words (issue 15), and the form stays for
// another try.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DECLINE_REASONS, DECLINE_SELECT_REASON, DECLINE_THANK_YOU, type DeclineReason } from '@vp/contracts';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import type { PublicCallOutcome } from '../../../lib/public-post.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import { canSaveDecline } from './decline-rules.ts';
import { NotRecordedAlert } from './not-recorded-alert.tsx';
import { PublicMessage } from './public-message.tsx';

export type DeclineFormProps = {
  rounddetailId: string | null;
  decline: (rounddetailId: string, reason: DeclineReason) => Promise<PublicCallOutcome>;
  /** what the vendor answered before, said above the form until the decline is saved (issue 38) */
  answeredBefore?: string | null | undefined;
};

/** One of the four reasons; Save cannot be pressed before one is chosen. */
const declineFormSchema = z.object({ reason: z.string().pipe(z.enum(DECLINE_REASONS)) });
type Values = z.input<typeof declineFormSchema>;
const REASON_OPTIONS = DECLINE_REASONS.map((reason) => ({ value: reason, label: reason }));

export function DeclineForm({ rounddetailId, decline, answeredBefore }: DeclineFormProps) {
  const { control, handleSubmit } = useForm<Values, unknown, z.output<typeof declineFormSchema>>({
    defaultValues: { reason: '' },
    resolver: zodResolver(declineFormSchema),
  });
  const reason = useWatch({ control, name: 'reason' });
  const { busy: saving, once } = useOnePress();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<Exclude<PublicCallOutcome, 'recorded'> | null>(null);

  // one decline per press, even of a double click
  const save = handleSubmit(async (values) => {
    if (!rounddetailId) {
      console.error('The link carries no round detail id; nothing was recorded.');
      setFailure('refused');
      return;
    }
    await once(async () => {
      const outcome = await decline(rounddetailId, values.reason);
      setSaved(outcome === 'recorded');
      setFailure(outcome === 'recorded' ? null : outcome);
    });
  });

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
          <FormSelectField control={control} name="reason" label="Reason" options={REASON_OPTIONS} />
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
