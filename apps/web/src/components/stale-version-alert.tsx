// The refusal of a save over a newer version (decision 100), shown in the form that made it: the
// server's message (what happened, that nothing was saved) and the action that loads the newer values.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { LOAD_LATEST_VERSION } from '@vp/contracts';
import { errorMessageOf } from '../lib/notify.ts';

export function StaleVersionAlert({ error, onLoadLatest }: { error: unknown; onLoadLatest: () => void }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onLoadLatest}>
          {LOAD_LATEST_VERSION}
        </Button>
      }
    >
      {errorMessageOf(error)}
    </Alert>
  );
}
