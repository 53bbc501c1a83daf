// /staff/integrations, 'Integrations' (issue 18 point 2, decision 063): the provider API's clients
// (scopes, last use; add one, give it a new secret, revoke it) and their webhook subscriptions (add
// one, pause or enable it, send a test event, the delivery log with redelivery). Administrators only;
// a secret is shown once, in a dialog to copy it from. Its own lazily loaded chunk.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiClientView, StaffWebhook } from '@vp/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataGrid, type GridColumn } from '../../../components/data-grid/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { GridSection } from '../components/grid-section.tsx';
import { actionsColumn } from '../components/row-actions.tsx';
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
import { timeColumn, timeText } from './components/time-text.ts';

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
/** When a client or webhook was made. */
const createdColumn = <T extends { createdAt: string }>() =>
  timeColumn<T>('created', 'Created', (row) => row.createdAt, 170);

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
      createdColumn(),
      actionsColumn(
        230,
        (c) =>
          c.revokedAt
            ? []
            : [
                { label: 'New secret', name: `New secret for ${c.name}`, onClick: () => setToRotate(c) },
                { label: 'Revoke', name: `Revoke ${c.name}`, onClick: () => setToRevoke(c), danger: true },
              ],
        'end',
      ),
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
      createdColumn(),
      actionsColumn(
        380,
        (w) => [
          {
            label: 'Send a test event',
            name: `Send a test event to ${w.url}`,
            onClick: () => sendTest.mutate(w.id, { onSuccess: () => setLogOf(w) }),
          },
          { label: 'Delivery log', name: `Delivery log of ${w.url}`, onClick: () => setLogOf(w) },
          {
            label: w.enabled ? 'Pause' : 'Enable',
            name: `${w.enabled ? 'Pause' : 'Enable'} ${w.url}`,
            onClick: () => setEnabled.mutate({ webhookId: w.id, enabled: !w.enabled }),
          },
        ],
        'end',
      ),
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

      <GridSection
        id="api-clients-heading"
        title="API clients"
        action={
          <Button variant="contained" onClick={() => setAddingClient(true)}>
            Add API client
          </Button>
        }
        intro="The company’s systems that call the provider API. A client’s secret is shown once, when it is made or renewed; revoking a client stops its tokens at once."
        list={clients}
      >
        <DataGrid
          label="API clients"
          rows={clients.data?.clients ?? []}
          columns={clientColumns}
          getRowId={(c) => c.clientId}
          loading={clients.isPending}
          maxHeight={360}
        />
      </GridSection>

      <GridSection
        id="webhooks-heading"
        title="Webhooks"
        action={
          <Button variant="contained" onClick={() => setAddingWebhook(true)}>
            Add webhook
          </Button>
        }
        intro="Where the portal sends its events, signed with each webhook’s secret. Each webhook belongs to an API client."
        list={webhooks}
      >
        <DataGrid
          label="Webhooks"
          rows={webhooks.data?.webhooks ?? []}
          columns={webhookColumns}
          getRowId={(w) => w.id}
          loading={webhooks.isPending}
          maxHeight={360}
        />
      </GridSection>

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
