// A webhook's delivery log: each delivery, newest first, with its status and every try (its time,
// response code or error, latency: issue 38 point 11, as the README says), the last try's response
// code, latency and error; Redeliver sends one again now. Looked at again every 2 s while a
// delivery is pending, so a test event's answer appears without a reload.
import { useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffWebhook, WebhookDelivery } from '@vp/contracts';
import { DataGrid, type GridColumn } from '../../../../components/data-grid/index.ts';
import { useCursorPages } from '../../../../lib/cursor-pages.ts';
import { actionsColumn } from '../../components/row-actions.tsx';
import { countColumn } from '../../components/count-column.ts';
import { staffFailureText } from '../../components/staff-failure-text.ts';
import { useDeliveries, useRedeliver } from '../api/integrations.ts';
import { timeColumn, timeText } from './time-text.ts';

const STATUS_TEXT: Record<WebhookDelivery['status'], string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

const lastTry = (d: WebhookDelivery) => d.attemptLog[d.attemptLog.length - 1];

type Attempt = WebhookDelivery['attemptLog'][number];
const tryText = (a: Attempt, n: number) =>
  `${n}. ${timeText(a.attemptedAt)}: ${a.responseStatus ?? 'no answer'}${a.error ? ` (${a.error})` : ''}, ${a.latencyMs} ms`;
const triesText = (d: WebhookDelivery) => d.attemptLog.map((a, i) => tryText(a, i + 1)).join('; ');

export function DeliveriesDialog({
  webhook,
  onClose,
}: {
  webhook: StaffWebhook | null;
  onClose: () => void;
}) {
  const titleId = useId();
  // the pages walked so far (decision 108): the first is the newest
  const pages = useCursorPages(webhook?.id ?? '');
  const log = useDeliveries(webhook?.id ?? null, pages.cursor);
  const redeliver = useRedeliver();

  const columns = useMemo<GridColumn<WebhookDelivery>[]>(
    () => [
      timeColumn('createdAt', 'When', (d) => d.createdAt, 180),
      { id: 'eventType', header: 'Event', text: (d) => d.eventType, width: 190 },
      { id: 'status', header: 'Status', text: (d) => STATUS_TEXT[d.status], width: 100 },
      countColumn('attempts', 'Tries', (d) => d.attempts, 70),
      {
        id: 'everyTry',
        header: 'Every try',
        text: triesText,
        sortable: false,
        width: 330,
        render: (d) =>
          d.attemptLog.length === 0 ? (
            '—'
          ) : (
            <ol aria-label={`Tries of delivery ${d.id}`} style={{ margin: 0, paddingLeft: 20 }}>
              {d.attemptLog.map((a, i) => (
                <li key={a.attemptedAt + String(i)}>{tryText(a, i + 1).replace(/^\d+\. /, '')}</li>
              ))}
            </ol>
          ),
      },
      {
        id: 'responseStatus',
        header: 'Response code',
        text: (d) => String(lastTry(d)?.responseStatus ?? '—'),
        width: 120,
        align: 'right',
      },
      {
        id: 'latency',
        header: 'Latency',
        text: (d) => (lastTry(d) ? `${lastTry(d)!.latencyMs} ms` : '—'),
        sortKey: (d) => lastTry(d)?.latencyMs ?? -1,
        width: 100,
        align: 'right',
      },
      { id: 'error', header: 'Error', text: (d) => lastTry(d)?.error ?? '', width: 200 },
      actionsColumn(130, (d) => [
        {
          label: 'Redeliver',
          name: `Redeliver delivery ${d.id}`,
          disabled: !webhook?.enabled || redeliver.isPending,
          onClick: () => webhook && redeliver.mutate({ webhookId: webhook.id, deliveryId: d.id }),
        },
      ]),
    ],
    [webhook, redeliver],
  );

  const close = () => {
    pages.reset();
    redeliver.reset();
    onClose();
  };

  return (
    <Dialog open={webhook !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>Delivery log</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography sx={{ wordBreak: 'break-all' }}>{webhook?.url}</Typography>
          {webhook && !webhook.enabled ? (
            <Alert severity="info">This webhook is paused or disabled: enable it to redeliver.</Alert>
          ) : null}
          {log.isError ? <Alert severity="error">{staffFailureText(log.error)}</Alert> : null}
          {redeliver.isError ? <Alert severity="error">{staffFailureText(redeliver.error)}</Alert> : null}
          {redeliver.isSuccess ? <Alert severity="success">The delivery is being sent again.</Alert> : null}
          <DataGrid
            label="Deliveries"
            rows={log.data?.items ?? []}
            columns={columns}
            getRowId={(d) => String(d.id)}
            loading={log.isFetching && !log.data}
            maxHeight={420}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={() => void log.refetch()}>
          Refresh
        </Button>
        <Button variant="outlined" disabled={pages.pageNumber === 1} onClick={pages.previous}>
          Newer
        </Button>
        <Button
          variant="outlined"
          disabled={!log.data?.nextCursor}
          onClick={() => log.data?.nextCursor && pages.next(log.data.nextCursor)}
        >
          Older
        </Button>
        <Button variant="contained" onClick={close}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
