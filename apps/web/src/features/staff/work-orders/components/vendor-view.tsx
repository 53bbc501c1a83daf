// What one vendor sees of the work order in its Work Order Details: Work Order Information, Recur
// Info, IVR (the client's instructions and the check-ins), Crew and Notes, from the vendor's own
// read functions (decision 061).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StaffVendorView } from '@vp/contracts';
import { HtmlView } from '../../../../components/rich-text/html-view.tsx';
import { formatDateTime, formatMoney } from '../../../../lib/format.ts';
import { SimpleTable } from './simple-table.tsx';

// dates and money as the vendor side writes them (lib/format.ts: MM/DD/YYYY hh:mm A, $4,620.76)
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dece'] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography variant="h4" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function VendorView({ view }: { view: StaffVendorView }) {
  const info = view.information.orderDetail;
  const fields: [string, string][] = [
    ['PO #', info.poNum],
    ['WO Status', info.orderStatus],
    ['Store Number', info.location],
    ['Location Name', info.company],
    ['Client Name', info.clientName],
    ['Client PO #', info.clientPO],
    ['Category', info.category],
    ['Order Type', info.orderType],
    ['Priority', info.priority],
    ['Address', [info.address1, info.address2, info.city, info.state, info.zip].filter(Boolean).join(', ')],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography variant="h3" component="h2">
        As {view.vendorCompany} sees it
      </Typography>
      <Section title="Work Order Information">
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 2,
            rowGap: 0.5,
            '& dt': { fontWeight: 600 },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          {fields.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </Box>
          ))}
        </Box>
        <Typography variant="subtitle2" component="h4">
          Scope of Work
        </Typography>
        <HtmlView html={info.orderComment} label={`Scope of work (${view.vendorCompany})`} emptyText="None" />
        <Typography variant="subtitle2" component="h4">
          Additional Information
        </Typography>
        <HtmlView
          html={info.additionalInformation}
          label={`Additional information (${view.vendorCompany})`}
          emptyText="None"
        />
      </Section>
      <Section title={`Recur Info (${view.recur.year})`}>
        <SimpleTable
          label={`Recurring services (${view.vendorCompany})`}
          headers={[
            '#',
            'Task',
            'Category',
            ...MONTHS.map((m) => (m === 'dece' ? 'Dec' : m[0]!.toUpperCase() + m.slice(1))),
            'This year',
            'Next year',
          ]}
          rows={view.recur.recurSummary.map((r) => [
            r.recurNo,
            r.task,
            r.category,
            ...MONTHS.map((m) => r[m]),
            r.thisYear,
            r.nextYear,
          ])}
          empty="No recurring services."
        />
      </Section>
      <Section title="IVR">
        <HtmlView
          html={view.clientInstruction.clientInstruction}
          label={`Client IVR instructions (${view.vendorCompany})`}
          emptyText="No IVR instructions from the client."
        />
        <SimpleTable
          label={`Check-ins (${view.vendorCompany})`}
          headers={['Start', 'End', 'Hours', 'Techs', 'Entered by']}
          rows={view.hours.orderHours.map((h) => [
            when(h.startDateTime),
            when(h.endDateTime),
            h.hours,
            h.tech,
            h.inputBy,
          ])}
          empty="No check-ins yet."
        />
      </Section>
      <Section title="Crew">
        <SimpleTable
          label={`Crew (${view.vendorCompany})`}
          headers={['Line', 'Status', 'Visit date', 'NTE']}
          rows={view.crew.crewDetails.map((c) => [c.ocdId, c.status, when(c.visitDate), formatMoney(c.nte)])}
          empty="No crew lines."
        />
      </Section>
      <Section title="Notes">
        {view.notes.orderNotes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No notes.
          </Typography>
        ) : (
          view.notes.orderNotes.map((n) => (
            <Box key={n.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
              <Typography variant="body2">
                {n.notesType} — {n.inputBy}, {when(n.inputDate)}
              </Typography>
              <HtmlView html={n.notes} />
            </Box>
          ))
        )}
      </Section>
    </Paper>
  );
}
