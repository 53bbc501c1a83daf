// Notification settings (issue 41 point 7, decision 118): for each kind of e-mail the user can receive,
// Immediately, Daily digest or Off; and when the digest comes, at a time in the user's time zone. The
// kinds are those the user's permissions allow (the server's list). One Save sends the whole setting
// (a PUT: a double click saves once, and a second save changes nothing). At 375 px the choices stack.
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_DELIVERY_LABELS,
  NOTIFICATION_TEXTS,
  getNotificationSettingsCall,
  saveNotificationSettingsCall,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationSettings,
} from '@vp/contracts';
import { call, callKey, callQuery } from '../../../lib/call.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

/** The zones the browser knows, with the saved one first if the list lacks it. */
function timeZones(saved: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(saved) ? known : [saved, ...known];
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const queryClient = useQueryClient();
  const [digestTime, setDigestTime] = useState(settings.digestTime);
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [kinds, setKinds] = useState<Partial<Record<NotificationKind, NotificationDelivery>>>(() =>
    Object.fromEntries(settings.kinds.map((k) => [k.kind, k.delivery])),
  );
  const zones = useMemo(() => timeZones(settings.timeZone), [settings.timeZone]);
  useEffect(() => {
    setDigestTime(settings.digestTime);
    setTimeZone(settings.timeZone);
  }, [settings.digestTime, settings.timeZone]);

  const saving = useActionMutation({
    mutationFn: () => call(saveNotificationSettingsCall, { body: { digestTime, timeZone, kinds } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(callKey(getNotificationSettingsCall), saved);
      notifySuccess(NOTIFICATION_TEXTS.saved);
    },
    onError: notifyError,
  });

  return (
    <Stack
      component="form"
      spacing={3}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        saving.mutate();
      }}
    >
      {settings.kinds.length === 0 ? (
        <Alert severity="info">Your user group receives no notification e-mails.</Alert>
      ) : (
        settings.kinds.map((k) => (
          <FormControl key={k.kind} component="fieldset">
            <FormLabel
              id={`kind-${k.kind}`}
              component="legend"
              sx={{ color: 'text.primary', fontWeight: 500 }}
            >
              {k.label}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={`kind-${k.kind}`}
              name={`delivery-${k.kind}`}
              value={kinds[k.kind] ?? k.delivery}
              onChange={(_e, value) =>
                setKinds((now) => ({ ...now, [k.kind]: value as NotificationDelivery }))
              }
            >
              {NOTIFICATION_DELIVERIES.map((d) => (
                <FormControlLabel
                  key={d}
                  value={d}
                  control={<Radio />}
                  label={NOTIFICATION_DELIVERY_LABELS[d]}
                  sx={{ minHeight: 44 }}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ))
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Daily digest time"
          type="time"
          value={digestTime}
          onChange={(e) => setDigestTime(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          sx={{ minWidth: 160 }}
        />
        <TextField
          select
          label="Time zone"
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 0, flex: 1 }}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </TextField>
      </Stack>
      <div>
        <Button type="submit" variant="contained" disabled={saving.isPending}>
          Save
        </Button>
      </div>
    </Stack>
  );
}

export function NotificationSettingsPage() {
  const settings = useQuery(callQuery(getNotificationSettingsCall));
  if (settings.isError)
    return <Alert severity="error">Your notification settings could not be loaded. Please try again.</Alert>;
  return (
    <Paper
      component="section"
      aria-labelledby="notification-settings"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, minWidth: 0 }}
    >
      <Typography id="notification-settings" component="h2" variant="h6" gutterBottom>
        E-mail notifications
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Choose for each kind of e-mail whether it comes at once, in one daily digest at the time you pick, or
        not at all. Every notification e-mail also has a link to stop that kind.
      </Typography>
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : (
        <Skeleton variant="rectangular" height={240} />
      )}
    </Paper>
  );
}
