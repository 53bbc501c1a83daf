// The Messages section of the console's work order page (issue 41 point 5, decision 116): one
// conversation per crew line (a vendor never sees another's), chosen by its vendor when the order has
// several, each with what this staff member has not read; the conversation itself is the vendor's
// page's, live the same way. The staff member attaches the order's documents of that vendor, as the
// vendor does (those it uploaded through the Documents section's verified upload; decision 123).
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES_SECTION_TITLE, staffOrderConversationsCall } from '@vp/contracts';
import {
  Conversation,
  messagesTitle,
  staffConversationApi,
} from '../../../../components/order-messages/index.ts';
import { callKey, callQuery } from '../../../../lib/call.ts';
import { useStaffWorkOrder } from '../api/staff-work-orders.ts';

export function OrderMessagesSection({ ordNum }: { ordNum: number }) {
  const queryClient = useQueryClient();
  const conversations = useQuery(callQuery(staffOrderConversationsCall, { params: { ordNum } }));
  const [chosen, setChosen] = useState<number | null>(null);
  const items = conversations.data?.items ?? [];
  const ocdId = chosen ?? items[0]?.ocdId ?? null;
  const vendorId = items.find((c) => c.ocdId === ocdId)?.vendorId;
  // the work order page's own read (the same query): its documents, every vendor's
  const documents = useStaffWorkOrder(ordNum).data?.documents;
  const api = useMemo(() => {
    if (ocdId === null) return null;
    const attachable = (documents ?? [])
      .filter((d) => d.vendor.id === vendorId && d.status !== 'rejected')
      .map((d) => ({ id: d.id, fileName: d.fileName }));
    return staffConversationApi(ocdId, () => Promise.resolve(attachable));
  }, [ocdId, vendorId, documents]);
  const unread = items.reduce((sum, c) => sum + c.unread, 0);
  const onRead = () =>
    void queryClient.invalidateQueries({
      queryKey: callKey(staffOrderConversationsCall, { params: { ordNum } }),
    });

  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Typography variant="h3" component="h2">
        {messagesTitle(MESSAGES_SECTION_TITLE, unread)}
      </Typography>
      {items.length > 1 ? (
        <TextField
          select
          label="Conversation with"
          value={ocdId ?? ''}
          onChange={(event) => setChosen(Number(event.target.value))}
          sx={{ maxWidth: 480 }}
        >
          {items.map((c) => (
            <MenuItem key={c.ocdId} value={c.ocdId}>
              {c.vendorName} · crew {c.crewId}
              {c.unread ? ` (${c.unread} unread)` : ''}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {conversations.isSuccess && items.length === 0 ? (
        <Typography color="text.secondary">No crew lines: no vendor to write to.</Typography>
      ) : null}
      {api ? <Conversation key={ocdId} api={api} onRead={onRead} /> : null}
    </Box>
  );
}
