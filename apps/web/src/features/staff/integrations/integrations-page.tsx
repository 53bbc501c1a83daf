// /staff/integrations, 'Integrations' (issue 18 point 2, decision 063): the provider API's clients
// (scopes, last use; add one, give it a new secret, revoke it) and their webhook subscriptions (add
// one, pause or enable it, send a test event, the delivery log with redelivery). Administrators only;
// a secret is shown once, in a dialog to copy it from. Its own lazily loaded chunk.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiClientView, StaffWebhook } from '@vp/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataGrid, type GridColumn } from '../../../components/data-grid/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { staffFailureText } from '../components/staff-failure-text.ts';
import { useSignedInStaff } from '../state/use-staff-outlet.ts';
import {
  useApiClients,
  useRevokeApiClient,
  useRotateSecret,
  useSendTestEvent,
  useSetWebhookEnabled,
  useStaffWebhooks,
} from './api/integrations.ts';
import { CreateClientDialog } from './components/create-client-dialog.tsx';
import { CreateWebhookDialog } from './components/create-webhook-dialog.tsx';
import { DeliveriesDialog } from './components/deliveries-dialog.tsx';
import { SecretDialog, type ShownSecret } from './components/secret-dialog.tsx';
import { timeText } from './components/time-text.ts';

const clientSecretShown = (
  title: string,
  created: { client: ApiClientView; secret: string; tokenUrl: string },
): ShownSecret => ({
  title,
  intro: `Give the client id and secret to the people who set up “${created.client.name}”. It gets its access tokens from the token URL (OAuth 2.0 client credentials).`,
  secretLabel: 'Client secret',
  secret: created.secret,
  details: [
    { label: 'Client id', value: created.client.clientId },
    { label: 'Token URL', value: created.tokenUrl },
  ],
});

// suspended: enabled, its deliveries waiting after failing in a row until one succeeds or a test
// event (or a redelivery) resumes it (decision 095)
const webhookState = (w: StaffWebhook) =>
  w.enabled
    ? w.suspendedAt
      ? 'Suspended after failures'
      : 'Enabled'
    : w.disabledAt
      ? 'Disabled for failing'
      : 'Paused';

export function IntegrationsPage() {
  usePageTitle('Integrations | Staff');
  const me = useSignedInStaff();
  const isAdmin = me.role === 'administrator';
  const clients = useApiClients();
  const webhooks = useStaffWebhooks();
  const rotate = useRotateSecret();
  const revoke = useRevokeApiClient();
  const setEnabled = useSetWebhookEnabled();
  const sendTest = useSendTestEvent();
  const [addingClient, setAddingClient] = useState(false);
  const [addingWebhook, setAddingWebhook] = useState(false);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [toRotate, setToRotate] = useState<ApiClientView | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiClientView | null>(null);
  const [logOf, setLogOf] = useState<StaffWebhook | null>(null);

  const clientColumns = useMemo<GridColumn<ApiClientView>[]>(
    () => [
      // the client's name and its buttons stay in view while the rest scrolls (decision 106)
      { id: 'name', header: 'Name', text: (c) => c.name, width: 180, pin: 'start' },
      { id: 'clientId', header: 'Client id', text: (c) => c.clientId, width: 230 },
      { id: 'scopes', header: 'Scopes', text: (c) => c.scopes.join(', '), width: 280 },
      { id: 'status', header: 'Status', text: (c) => (c.revokedAt ? 'Revoked' : 'Active'), width: 90 },
      {
        id: 'lastUsed',
        header: 'Last used',
        text: (c) => (c.lastUsedAt ? timeText(c.lastUsedAt) : 'Never'),
        sortKey: (c) => c.lastUsedAt ?? '',
        width: 170,
      },
      {
        id: 'created',
        header: 'Created',
        text: (c) => timeText(c.createdAt),
        sortKey: (c) => c.createdAt,
        width: 170,
      },
      {
        id: 'actions',
        header: 'Actions',
        text: () => '',
        sortable: false,
        filterable: false,
        width: 230,
        pin: 'end',
        render: (c) =>
          c.revokedAt ? null : (
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="outlined"
                onClick={() => setToRotate(c)}
                aria-label={`New secret for ${c.name}`}
              >
                New secret
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                onClick={() => setToRevoke(c)}
                aria-label={`Revoke ${c.name}`}
              >
                Revoke
              </Button>
            </Stack>
          ),
      },
    ],
    [],
  );

  const webhookColumns = useMemo<GridColumn<StaffWebhook>[]>(
    () => [
      { id: 'url', header: 'URL', text: (w) => w.url, width: 280, pin: 'start' },
      { id: 'client', header: 'API client', text: (w) => w.clientName, width: 160 },
      {
        id: 'types',
        header: 'Event types',
        text: (w) => (w.eventTypes ? w.eventTypes.join(', ') : 'Every type'),
        width: 220,
      },
      { id: 'state', header: 'Status', text: webhookState, width: 150 },
      { id: 'description', header: 'Description', text: (w) => w.description, width: 180 },
      {
        id: 'created',
        header: 'Created',
        text: (w) => timeText(w.createdAt),
        sortKey: (w) => w.createdAt,
        width: 170,
      },
      {
        id: 'actions',
        header: 'Actions',
        text: () => '',
        sortable: false,
        filterable: false,
        width: 380,
        pin: 'end',
        render: (w) => (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="outlined"
              aria-label={`Send a test event to ${w.url}`}
              onClick={() => sendTest.mutate(w.id, { onSuccess: () => setLogOf(w) })}
            >
              Send a test event
            </Button>
            <Button
              size="small"
              variant="outlined"
              aria-label={`Delivery log of ${w.url}`}
              onClick={() => setLogOf(w)}
            >
              Delivery log
            </Button>
            <Button
              size="small"
              variant="outlined"
              aria-label={`${w.enabled ? 'Pause' : 'Enable'} ${w.url}`}
              onClick={() => setEnabled.mutate({ webhookId: w.id, enabled: !w.enabled })}
            >
              {w.enabled ? 'Pause' : 'Enable'}
            </Button>
          </Stack>
        ),
      },
    ],
    [sendTest, setEnabled],
  );

  if (!isAdmin)
    return (
      <Stack spacing={2}>
        <Typography variant="h1">Integrations</Typography>
        <Alert severity="info">Only Administrators see and change the API clients and webhooks.</Alert>
      </Stack>
    );

  const failure = [rotate, revoke, setEnabled, sendTest].find((m) => m.isError)?.error;
  const latestWebhook = logOf ? (webhooks.data?.webhooks.find((w) => w.id === logOf.id) ?? logOf) : null;

  return (
    <Stack spacing={3}>
      <Typography variant="h1">Integrations</Typography>
      {failure ? <Alert severity="error">{staffFailureText(failure)}</Alert> : null}

      <Stack spacing={1} component="section" aria-labelledby="api-clients-heading">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h2" id="api-clients-heading" sx={{ flexGrow: 1, fontSize: '1.4rem' }}>
            API clients
          </Typography>
          <Button variant="contained" onClick={() => setAddingClient(true)}>
            Add API client
          </Button>
        </Box>
        <Typography variant="body2">
          The company’s systems that call the provider API. A client’s secret is shown once, when it is made
          or renewed; revoking a client stops its tokens at once.
        </Typography>
        {clients.isError ? <Alert severity="error">{staffFailureText(clients.error)}</Alert> : null}
        <DataGrid
          label="API clients"
          rows={clients.data?.clients ?? []}
          columns={clientColumns}
          getRowId={(c) => c.clientId}
          loading={clients.isPending}
          maxHeight={360}
        />
      </Stack>

      <Stack spacing={1} component="section" aria-labelledby="webhooks-heading">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h2" id="webhooks-heading" sx={{ flexGrow: 1, fontSize: '1.4rem' }}>
            Webhooks
          </Typography>
          <Button variant="contained" onClick={() => setAddingWebhook(true)}>
            Add webhook
          </Button>
        </Box>
        <Typography variant="body2">
          Where the portal sends its events, signed with each webhook’s secret. Each webhook belongs to an API
          client.
        </Typography>
        {webhooks.isError ? <Alert severity="error">{staffFailureText(webhooks.error)}</Alert> : null}
        <DataGrid
          label="Webhooks"
          rows={webhooks.data?.webhooks ?? []}
          columns={webhookColumns}
          getRowId={(w) => w.id}
          loading={webhooks.isPending}
          maxHeight={360}
        />
      </Stack>

      <CreateClientDialog
        open={addingClient}
        onClose={() => setAddingClient(false)}
        onCreated={(created) => setSecret(clientSecretShown('API client added', created))}
      />
      <CreateWebhookDialog
        open={addingWebhook}
        clients={clients.data?.clients ?? []}
        onClose={() => setAddingWebhook(false)}
        onCreated={(created) =>
          setSecret({
            title: 'Webhook added',
            intro: `Give this signing secret to the people who run ${created.url}: their receiver checks each event’s signature with it (Standard Webhooks).`,
            secretLabel: 'Signing secret',
            secret: created.secret,
            details: [],
          })
        }
      />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
      <DeliveriesDialog webhook={latestWebhook} onClose={() => setLogOf(null)} />
      <ConfirmDialog
        open={toRotate !== null}
        title="Give a new secret"
        message={`Give ${toRotate?.name ?? ''} a new secret? The old secret gets no more tokens; tokens already issued run out within 15 minutes.`}
        confirmLabel="New secret"
        cancelLabel="Cancel"
        busy={rotate.isPending}
        onConfirm={() =>
          toRotate &&
          rotate.mutate(toRotate.clientId, {
            onSuccess: (rotated) => setSecret(clientSecretShown('New secret', rotated)),
            onSettled: () => setToRotate(null),
          })
        }
        onCancel={() => setToRotate(null)}
      />
      <ConfirmDialog
        open={toRevoke !== null}
        title="Revoke API client"
        message={`Revoke ${toRevoke?.name ?? ''}? Its tokens stop working at once, and it cannot be used again.`}
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        busy={revoke.isPending}
        onConfirm={() => toRevoke && revoke.mutate(toRevoke.clientId, { onSettled: () => setToRevoke(null) })}
        onCancel={() => setToRevoke(null)}
      />
    </Stack>
  );
}
