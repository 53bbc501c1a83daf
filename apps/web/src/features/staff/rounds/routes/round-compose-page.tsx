// /staff/rounds/new, a new announcement round (issue 18 point 2, decision 062): pick the orders from a
// search, then the vendors by trade, state and zip coverage. The matching vendors are listed; those
// that unsubscribed (or have no e-mail address) are shown as skipped: the round names them, but sends
// them nothing; those not dispatchable for a client and trade (compliance, decision 112) are marked.
// Sending opens the round's page, where the answers arrive.
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StaffRoundMatch, StaffRoundOrder, StaffRoundVendorFilter } from '@vp/contracts';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DataGrid, type GridColumn } from '../../../../components/data-grid/index.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { staffFailureText } from '../../components/staff-failure-text.ts';
import { canSendRounds, staffRoundPath } from '../../state/staff-paths.ts';
import { useSignedInStaff } from '../../state/use-staff-outlet.ts';
import { useRoundOptions, useRoundOrders, useRoundVendors, useSendRound } from '../api/rounds-api.ts';
import { notDispatchableText } from '../../compliance/components/not-dispatchable-text.ts';
import { RoundSection } from '../components/round-section.tsx';

/** The last value after it stopped changing for `ms`. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const matchState = (v: StaffRoundMatch) =>
  v.unsubscribed
    ? 'Skipped: unsubscribed'
    : v.noAddresses
      ? 'Skipped: no e-mail address'
      : 'Will be e-mailed';

const VENDOR_COLUMNS: GridColumn<StaffRoundMatch>[] = [
  { id: 'company', header: 'Vendor', text: (v) => v.company, width: 220 },
  {
    id: 'vendorNum',
    header: 'Vendor #',
    text: (v) => String(v.vendorNum),
    sortKey: (v) => v.vendorNum,
    width: 100,
  },
  {
    id: 'place',
    header: 'City, state',
    text: (v) => [v.city, v.state].filter(Boolean).join(', '),
    width: 160,
  },
  { id: 'trades', header: 'Trades', text: (v) => v.trades.join(', '), width: 220 },
  { id: 'mail', header: 'E-mail', text: matchState, width: 200 },
  // compliance (decision 112): the vendor can be announced to, but may not be dispatched for these
  {
    id: 'dispatch',
    header: 'Compliance',
    text: (v) =>
      v.notDispatchable.length === 0 ? 'Dispatchable' : v.notDispatchable.map(notDispatchableText).join('; '),
    width: 280,
  },
];
/** A vendor filter's choices, the browser's own list, the first choosing any. */
function ChoiceFilter(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  any: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      size="small"
      sx={{ minWidth: 200 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{props.any}</option>
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

const VENDOR_CARDS = ['company', 'vendorNum', 'mail', 'dispatch'];

function orderColumns(
  picked: Set<number>,
  onPick: (order: StaffRoundOrder) => void,
): GridColumn<StaffRoundOrder>[] {
  return [
    {
      id: 'pick',
      header: 'Pick',
      text: (o) => (picked.has(o.ordNum) ? 'Added' : 'Add'),
      render: (o) => (
        <Button
          size="small"
          variant="outlined"
          disabled={picked.has(o.ordNum)}
          onClick={() => onPick(o)}
          aria-label={picked.has(o.ordNum) ? `PO ${o.poNum} added` : `Add PO ${o.poNum}`}
        >
          {picked.has(o.ordNum) ? 'Added' : 'Add'}
        </Button>
      ),
      width: 100,
      sortable: false,
      filterable: false,
    },
    { id: 'poNum', header: 'PO #', text: (o) => o.poNum, width: 120 },
    { id: 'store', header: 'Store', text: (o) => o.locationName, width: 180 },
    { id: 'place', header: 'City, state, zip', text: (o) => `${o.city}, ${o.state} ${o.zip}`, width: 170 },
    {
      id: 'vendor',
      header: 'Assigned to',
      text: (o) => (o.vendor ? `${o.vendor.company} (#${o.vendor.vendorNum})` : 'No vendor'),
      width: 200,
    },
    { id: 'category', header: 'Category', text: (o) => `${o.category} / ${o.orderType}`, width: 150 },
    { id: 'status', header: 'Status', text: (o) => o.status, width: 110 },
  ];
}
const ORDER_CARDS = ['poNum', 'pick', 'store', 'place', 'vendor'];

export function RoundComposePage() {
  usePageTitle('New announcement round | Staff');
  const me = useSignedInStaff();
  const navigate = useNavigate();
  const canSend = canSendRounds(me.role);

  const [search, setSearch] = useState('');
  const orders = useRoundOrders(useSettled(search));
  const [picked, setPicked] = useState<StaffRoundOrder[]>([]);
  const pickedIds = useMemo(() => new Set(picked.map((o) => o.ordNum)), [picked]);
  const columns = useMemo(
    () => orderColumns(pickedIds, (order) => setPicked((old) => [...old, order])),
    [pickedIds],
  );

  const options = useRoundOptions();
  const [trade, setTrade] = useState('');
  const [state, setState] = useState('');
  const [zip, setZip] = useState('');
  const settledZip = useSettled(zip);
  const zipReady = /^\d{5}$/.test(settledZip);
  const filter: StaffRoundVendorFilter = {
    ...(trade ? { trade } : {}),
    ...(state ? { state } : {}),
    ...(zipReady ? { zip: settledZip } : {}),
  };
  const hasFilter = Boolean(trade || state || zipReady);
  const vendors = useRoundVendors(filter);
  const matched = hasFilter ? (vendors.data?.vendors ?? []) : [];
  const toEmail = matched.filter((v) => !v.unsubscribed && !v.noAddresses).length;

  const send = useSendRound();
  // e-mails go out at once and cannot be called back: the send asks first (issue 38 point 11)
  const [confirming, setConfirming] = useState(false);
  const onSend = () =>
    send.mutate(
      { ordNums: picked.map((o) => o.ordNum), vendorIds: matched.map((v) => v.id) },
      {
        onSuccess: (round) => void navigate(staffRoundPath(round.id)),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
      <Typography variant="h1">New announcement round</Typography>
      {!canSend ? (
        <Alert severity="info">
          You may look around here, but only Vendor managers and Administrators send rounds.
        </Alert>
      ) : null}

      <RoundSection id="round-orders" title="1. Orders">
        <TextField
          label="Find orders by PO #, store or city"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          fullWidth
          sx={{ maxWidth: 420, mb: 2 }}
        />
        {orders.isError ? <Alert severity="error">{staffFailureText(orders.error)}</Alert> : null}
        <DataGrid
          label="Orders found"
          rows={orders.data?.orders ?? []}
          columns={columns}
          getRowId={(o) => String(o.ordNum)}
          loading={orders.isFetching}
          maxHeight={320}
          cardColumns={ORDER_CARDS}
        />
        <Box sx={{ mt: 2 }} aria-live="polite">
          <Typography component="h3" variant="subtitle1">
            Orders in this round: {picked.length}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {picked.map((o) => (
              <Chip
                key={o.ordNum}
                label={`PO ${o.poNum}`}
                onDelete={() => setPicked((old) => old.filter((p) => p.ordNum !== o.ordNum))}
              />
            ))}
          </Box>
        </Box>
      </RoundSection>

      <RoundSection id="round-vendors" title="2. Vendors">
        <Typography sx={{ mb: 2 }}>
          Choose a trade, a state (vendors located there or covering a zip code there) or a zip code they
          cover.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <ChoiceFilter
            label="Trade"
            value={trade}
            onChange={setTrade}
            any="Any trade"
            options={(options.data?.trades ?? []).map((t) => ({ value: t, label: t }))}
          />
          <ChoiceFilter
            label="State"
            value={state}
            onChange={setState}
            any="Any state"
            options={(options.data?.states ?? []).map((s) => ({ value: s.code, label: s.name }))}
          />
          <TextField
            label="Zip code covered"
            value={zip}
            onChange={(event) => setZip(event.target.value.replace(/\D/g, '').slice(0, 5))}
            size="small"
            sx={{ width: 180 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
            helperText="Five digits"
          />
        </Box>
        {vendors.isError ? <Alert severity="error">{staffFailureText(vendors.error)}</Alert> : null}
        {hasFilter ? (
          <>
            <Typography sx={{ mb: 1 }} aria-live="polite" data-testid="round-match-count">
              {plural(matched.length, 'vendor matches', 'vendors match')}: {toEmail} will be e-mailed,{' '}
              {matched.length - toEmail} skipped.
              {vendors.data?.truncated ? ' Only the first 500 are shown; narrow the filters.' : ''}
            </Typography>
            <DataGrid
              label="Matching vendors"
              rows={matched}
              columns={VENDOR_COLUMNS}
              getRowId={(v) => String(v.id)}
              loading={vendors.isFetching}
              maxHeight={360}
              cardColumns={VENDOR_CARDS}
            />
          </>
        ) : (
          <Typography color="text.secondary">No filter chosen yet.</Typography>
        )}
      </RoundSection>

      {send.isError ? <Alert severity="error">{staffFailureText(send.error)}</Alert> : null}
      {canSend ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            onClick={() => setConfirming(true)}
            disabled={picked.length === 0 || toEmail === 0 || send.isPending || vendors.isFetching}
          >
            Send round
          </Button>
          <Typography variant="body2">
            {picked.length === 0
              ? 'Add at least one order.'
              : toEmail === 0
                ? 'Choose filters that match at least one vendor to e-mail.'
                : `Sends ${plural(picked.length, 'order', 'orders')} to ${plural(toEmail, 'vendor', 'vendors')}.`}
          </Typography>
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Send round"
        message={`E-mail ${plural(picked.length, 'order', 'orders')} (PO ${picked.map((o) => o.poNum).join(', ')}) to ${plural(toEmail, 'vendor', 'vendors')} now? The e-mails cannot be called back.`}
        confirmLabel="Send"
        cancelLabel="Cancel"
        busy={send.isPending}
        onConfirm={onSend}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
