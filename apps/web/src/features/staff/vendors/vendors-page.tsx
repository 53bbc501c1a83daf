// /staff/vendors, 'Vendors' (issue 18 point 2, decision 058): every vendor, searched on the server by a
// free text (number, name, city, ZIP) and by trade, state, ZIP coverage and status, a page at a time,
// in the app's data grid. The filters live in the address, so Back returns to the same search; the
// pages are the list's cursors (decision 108), walked with Previous and Next.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import {
  STAFF_VENDOR_SORTS,
  staffVendorSearchQuery,
  type StaffVendorSearchQuery,
  type StaffVendorSort,
} from '@vp/contracts';
import { CursorPager } from '../../../components/cursor-pager.tsx';
import { DataGrid } from '../../../components/data-grid/index.ts';
import { FilterBar, FilterButtons, FilterSelect } from '../../../components/filter-bar/index.ts';
import { useCursorPages } from '../../../lib/cursor-pages.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { staffFailureText } from '../components/staff-failure-text.ts';
import { useTradeCatalog, useVendorSearch } from './api/vendors.ts';
import { STATUS_LABELS, VENDOR_CARD_COLUMNS, VENDOR_COLUMNS } from './components/vendor-columns.tsx';

const PAGE_SIZE = 100;
const SORT_LABELS: Record<StaffVendorSort, string> = {
  vendorNum: 'Number',
  company: 'Name',
  city: 'City',
  state: 'State',
  status: 'Status',
};
const FIELDS = ['q', 'trade', 'state', 'zip', 'status', 'sort'] as const;
type Fields = Record<(typeof FIELDS)[number], string>;

function fieldsOf(params: URLSearchParams): Fields {
  return Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])) as Fields;
}

/** The query the address names at a cursor; a hand-edited bad value falls back to no filter. */
function queryOf(params: URLSearchParams, cursor: string | undefined): StaffVendorSearchQuery {
  const page = { limit: String(PAGE_SIZE), ...(cursor === undefined ? {} : { cursor }) };
  const raw: Record<string, string> = { ...page };
  for (const f of FIELDS) {
    const value = params.get(f) ?? '';
    if (value !== '') raw[f] = value;
  }
  const parsed = staffVendorSearchQuery.safeParse(raw);
  return parsed.success ? parsed.data : staffVendorSearchQuery.parse(page);
}

const fieldError = (name: 'state' | 'zip', value: string) => {
  if (value === '') return undefined;
  if (name === 'state' && !/^[A-Za-z]{2}$/.test(value.trim())) return 'A state is 2 letters, e.g. TX.';
  if (name === 'zip' && !/^\d{5}$/.test(value.trim())) return 'A ZIP code is 5 digits.';
  return undefined;
};

export function StaffVendorsPage() {
  usePageTitle('Vendors | Staff');
  const [params, setParams] = useSearchParams();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(params));
  const pages = useCursorPages(params.toString());
  const query = queryOf(params, pages.cursor);
  const search = useVendorSearch(query);
  const trades = useTradeCatalog();
  const errors = { state: fieldError('state', fields.state), zip: fieldError('zip', fields.zip) };

  const go = (next: Fields) => {
    const out = new URLSearchParams();
    for (const f of FIELDS) if (next[f].trim() !== '') out.set(f, next[f].trim());
    // a search pressed again with the same filters starts again at its first page, as a new one does
    pages.reset();
    setParams(out);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!errors.state && !errors.zip) go(fields);
  };
  const reset = () => {
    const empty = fieldsOf(new URLSearchParams());
    setFields(empty);
    go(empty);
  };
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((old) => ({ ...old, [name]: event.target.value }));

  // a state or a ZIP code: checked as typed, its error under it
  const codeField = (
    name: 'state' | 'zip',
    label: string,
    placeholder: string,
    htmlInput: { maxLength: number; inputMode?: 'numeric' },
  ) => (
    <TextField
      label={label}
      placeholder={placeholder}
      value={fields[name]}
      onChange={set(name)}
      error={errors[name] !== undefined}
      helperText={errors[name]}
      slotProps={{ inputLabel: { shrink: true }, htmlInput }}
    />
  );

  const data = search.data;
  const first = (pages.pageNumber - 1) * PAGE_SIZE + 1;
  const last = first - 1 + (data?.items.length ?? 0);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography variant="h1">Vendors</Typography>
      <FilterBar label="Vendor search" fieldColumns={6} onSubmit={submit}>
        <TextField
          label="Search vendors"
          placeholder="Number, name, city or ZIP"
          value={fields.q}
          onChange={set('q')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FilterSelect
          label="Trade"
          value={fields.trade}
          onChange={set('trade')}
          first={{ value: '', label: 'All trades' }}
          options={(trades.data?.trades ?? []).map((t) => ({ value: t, label: t }))}
        />
        {codeField('state', 'State', 'e.g. TX', { maxLength: 2 })}
        {codeField('zip', 'ZIP covered', '5 digits', { maxLength: 5, inputMode: 'numeric' })}
        <FilterSelect
          label="Status"
          value={fields.status}
          onChange={set('status')}
          first={{ value: '', label: 'All' }}
          options={(['active', 'inactive'] as const).map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <FilterSelect
          label="Sort by"
          value={fields.sort}
          onChange={set('sort')}
          first={{ value: '', label: 'Number' }}
          options={STAFF_VENDOR_SORTS.filter((s) => s !== 'vendorNum').map((s) => ({
            value: s,
            label: SORT_LABELS[s],
          }))}
        />
        <FilterButtons onReset={reset} searching={search.isFetching} searchDisabled={false} />
      </FilterBar>
      {search.isError ? <Alert severity="error">{staffFailureText(search.error)}</Alert> : null}
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="vendor-count">
        {data
          ? data.total === 0
            ? 'No vendor matches this search.'
            : `Vendors ${first.toLocaleString()}–${last.toLocaleString()} of ${data.total.toLocaleString()}`
          : ''}
      </Typography>
      <DataGrid
        label="Vendors"
        rows={data?.items ?? []}
        columns={VENDOR_COLUMNS}
        getRowId={(v) => String(v.id)}
        loading={search.isFetching}
        defaultPageSize={PAGE_SIZE}
        cardColumns={VENDOR_CARD_COLUMNS}
      />
      <CursorPager
        pages={pages}
        nextCursor={data?.nextCursor}
        pageCount={data ? Math.ceil(data.total / PAGE_SIZE) : undefined}
        label="Search result pages"
      />
    </Box>
  );
}
