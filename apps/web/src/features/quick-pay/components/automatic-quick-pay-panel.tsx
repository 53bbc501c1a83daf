// The 'Automatic QuickPay' panel (SPEC sections 2, 4, 9): the company's current state, the automatic
// options, the consent box with the quickPayDisclaimer, and Opt-in / Opt-out.
import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  automaticQuickPayText,
  isOptedIn,
  NEXT_DAY_DAYS,
  NEXT_DAY_RULES,
  QUICK_PAY_DISABLED,
  quickPayOptionLabel,
  type DefaultQuickPayState,
  type QuickPaySetting,
  automaticQuickPaySettingsCall,
  defaultQuickPayCall,
} from '@vp/contracts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { usePortalSettings } from '../../../lib/start-up-data.tsx';
import { useOptQuickPayMutation } from '../api/opt-quick-pay.ts';
import { panelButtons } from './panel-rules.ts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/call.ts';

export function AutomaticQuickPayPanel() {
  const state = useQuery(callQuery(defaultQuickPayCall));
  const settings = useQuery({
    ...callQuery(automaticQuickPaySettingsCall),
    select: (answer) => answer.quickpaysetting,
  });
  // SPEC section 8: a failed call shows its error text
  useEffect(() => {
    if (state.error) notifyError(state.error);
  }, [state.error]);
  useEffect(() => {
    if (settings.error) notifyError(settings.error);
  }, [settings.error]);

  return (
    <Paper component="section" aria-labelledby="automatic-quick-pay-heading" variant="outlined" sx={{ p: 2 }}>
      <Typography id="automatic-quick-pay-heading" variant="h2" sx={{ mb: 1 }}>
        Automatic QuickPay
      </Typography>
      {state.data && settings.data ? (
        // keyed by the stored state: after a change (or a reload) the form starts from the server's
        <AutomaticQuickPayForm
          key={`${state.data.qpsettingid ?? 'none'}-${state.data.optOutdate ?? ''}-${state.data.optIndate ?? ''}`}
          state={state.data}
          options={settings.data}
        />
      ) : state.isPending || settings.isPending ? (
        <PageLoader label="Loading the automatic QuickPay" />
      ) : null}
    </Paper>
  );
}

function AutomaticQuickPayForm({
  state,
  options,
}: {
  state: DefaultQuickPayState;
  options: readonly QuickPaySetting[];
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="body1" role="status" aria-label="Current automatic QuickPay">
        {automaticQuickPayText(state, formatDate)}
      </Typography>
      {state.qpExclude ? (
        // the company can neither opt in nor out: the choices would only be refused
        <Alert severity="warning">{QUICK_PAY_DISABLED}</Alert>
      ) : (
        <AutomaticQuickPayChoices state={state} options={options} />
      )}
    </Box>
  );
}

function AutomaticQuickPayChoices({
  state,
  options,
}: {
  state: DefaultQuickPayState;
  options: readonly QuickPaySetting[];
}) {
  const disclaimer = usePortalSettings()?.quickPayDisclaimer ?? '';
  const optionsLabelId = useId();
  const [chosen, setChosen] = useState<number | null>(isOptedIn(state) ? state.qpsettingid : null);
  const [consent, setConsent] = useState(false);
  const opt = useOptQuickPayMutation(() => setConsent(false));
  const buttons = panelButtons({
    chosenSettingId: chosen,
    currentSettingId: isOptedIn(state) ? state.qpsettingid : null,
    consent,
    qpExclude: state.qpExclude,
    busy: opt.isPending,
  });
  const offersNextDay = options.some((option) => option.days === NEXT_DAY_DAYS);

  return (
    <>
      <FormControl>
        <FormLabel id={optionsLabelId}>QuickPay options</FormLabel>
        <RadioGroup
          aria-labelledby={optionsLabelId}
          value={chosen === null ? '' : String(chosen)}
          onChange={(event) => setChosen(Number(event.target.value))}
          sx={{ flexDirection: { xs: 'column', sm: 'row' }, columnGap: 2 }}
        >
          {options.map((option) => (
            <FormControlLabel
              key={option.id}
              value={String(option.id)}
              control={<Radio />}
              label={quickPayOptionLabel(option)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {offersNextDay ? (
        <Typography variant="body2" color="text.secondary">
          {NEXT_DAY_RULES}
        </Typography>
      ) : null}
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        control={
          <Checkbox
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            sx={{ mt: -1 }}
          />
        }
        label={<Typography variant="body2">{disclaimer}</Typography>}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          disabled={!buttons.optOut}
          loading={opt.isPending && opt.variables === null}
          onClick={() => opt.mutate(null)}
        >
          Opt-out
        </Button>
        <Button
          variant="contained"
          disabled={!buttons.optIn}
          loading={opt.isPending && opt.variables !== null}
          onClick={() => chosen !== null && opt.mutate(chosen)}
        >
          Opt-in
        </Button>
      </Box>
    </>
  );
}
