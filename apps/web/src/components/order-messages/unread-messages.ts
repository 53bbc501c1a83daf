// The company's messages the signed-in vendor user has not read (decision 116): in all (the dashboard)
// and on one crew line (the details page's Messages section title). One call, cached under its key:
// opening a conversation marks it read, and the call is asked again when the page is.
import { useQuery } from '@tanstack/react-query';
import { unreadOrderMessagesCall } from '@vp/contracts';
import { callQuery } from '../../lib/call.ts';

export function useUnreadMessages(enabled = true) {
  return useQuery({ ...callQuery(unreadOrderMessagesCall), enabled });
}

/** The section's title with its unread count: 'Messages (2 unread)'. */
export const messagesTitle = (title: string, unread: number | undefined) =>
  unread ? `${title} (${unread} unread)` : title;
