// Section 2, IVR (SPEC section 2): the client's Instructions (HTML) and a card per IVR check-in.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useQuery } from '@tanstack/react-query';
import { getClientInstructionCall, getOrderHoursCall, siteStateText, type OrderHour } from '@vp/contracts';
import { SectionData } from '../../../components/expandable-sections/index.ts';
import { TitledBlock } from '../../../components/titled-block.tsx';
import { HtmlView } from '../../../components/rich-text/html-view.tsx';
import { isRichTextEmpty } from '../../../components/rich-text/sanitize-html.ts';
import { callQuery } from '../../../lib/call.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { DetailFields } from './detail-fields.tsx';

export function orderHourFields(hour: OrderHour) {
  return [
    { label: 'Vendor Name', value: hour.vendor },
    { label: 'Vendor Number', value: hour.vendorNumber },
    { label: 'Start', value: formatDateTime(hour.startDateTime) },
    { label: 'End', value: formatDateTime(hour.endDateTime) },
    { label: 'Hours', value: hour.hours.toFixed(2) },
    { label: 'Techs', value: hour.tech },
    { label: 'Input By', value: hour.inputBy },
    { label: 'Input Date', value: formatDateTime(hour.inputDate) },
    { label: 'Caller ID', value: hour.callerId },
    { label: 'IVR Method', value: hour.method },
    ...(hour.siteState === null
      ? []
      : [{ label: 'Where', value: siteStateText(hour.siteState, hour.distanceMeters) }]),
    ...(hour.workDone === null ? [] : [{ label: 'Work Done', value: hour.workDone }]),
  ];
}

function Instructions({ ordNum }: { ordNum: number }) {
  const query = useQuery({
    ...callQuery(getClientInstructionCall, { params: { ordNum } }),
    select: (answer) => answer.clientInstruction,
  });
  return (
    <SectionData query={query} label="the instructions" isEmpty={isRichTextEmpty}>
      {(html) => (
        <Box
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, bgcolor: 'action.hover' }}
        >
          <HtmlView html={html} label="Instructions" />
        </Box>
      )}
    </SectionData>
  );
}

function CheckIns({ ordNum }: { ordNum: number }) {
  const query = useQuery({
    ...callQuery(getOrderHoursCall, { params: { ordNum } }),
    select: (answer) => answer.orderHours,
  });
  return (
    <SectionData query={query} label="the IVR records" isEmpty={(hours) => hours.length === 0}>
      {(hours) => (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          aria-label="IVR records"
        >
          {hours.map((hour) => (
            <Card component="li" key={hour.id} variant="outlined">
              <CardContent>
                <DetailFields fields={orderHourFields(hour)} />
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </SectionData>
  );
}

export function IvrSection({ ordNum }: { ordNum: number }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TitledBlock title="Instructions">
        <Instructions ordNum={ordNum} />
      </TitledBlock>
      <TitledBlock title="Information">
        <CheckIns ordNum={ordNum} />
      </TitledBlock>
    </Box>
  );
}
