// The Messages section of the vendor's work order details page (decision 116): the crew line's
// conversation with the company, loaded when the section is opened (its code too).
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { unreadOrderMessagesCall } from '@vp/contracts';
import { callKey } from '../../lib/call.ts';
import { Conversation } from './conversation.tsx';
import { vendorConversationApi } from './conversation-api.ts';

export function VendorMessagesSection({ ocdId, ordNum }: { ocdId: number; ordNum: number | undefined }) {
  const api = useMemo(() => vendorConversationApi(ocdId, ordNum), [ocdId, ordNum]);
  const queryClient = useQueryClient();
  const onRead = () => void queryClient.invalidateQueries({ queryKey: callKey(unreadOrderMessagesCall) });
  return <Conversation api={api} onRead={onRead} />;
}
