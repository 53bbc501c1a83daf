// A conversation between a vendor and the company on one crew line (issue 41 point 5, decision 116),
// drawn the same on the vendor's details page and in the staff console: the messages (the reader's
// own on the right), a "New messages" line before the first one the reader had not read, new
// messages as they arrive (read aloud by screen readers through a polite live region, and marked read
// since the page shows them), and a composer with its attachments. Usable at 375 px: one column,
// long words wrap, the list scrolls inside its own region. A conversation opens at its newest 200;
// "Show older messages" reads the page before, a page at a time by its cursor (decision 123), and keeps
// the messages the reader was looking at where they were.
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ORDER_MESSAGE_MAX_ATTACHMENTS,
  ORDER_MESSAGE_MAX_LENGTH,
  ORDER_MESSAGE_REQUIRED,
  ORDER_MESSAGE_SENT,
  SHOW_OLDER_MESSAGES_LABEL,
  sideOfAuthor,
  type OrderConversation,
  type OrderMessage,
  thousands,
} from '@vp/contracts';
import { useActionMutation } from '../../lib/action-mutation.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { ConversationApi } from './conversation-api.ts';
import { followStream } from './live-stream.ts';

export const MESSAGES_LABEL = 'Messages';
export const NEW_MESSAGES_LABEL = 'New messages';
const SIDE_LABEL = { vendor: 'Vendor', company: 'Company' } as const;

// read by screen readers, not shown (px: in sx, 1 would be 100%)
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The messages with `added` merged in, once each, in order. */
function withMessages(old: OrderConversation, added: OrderMessage[]): OrderConversation {
  const known = new Set(old.items.map((m) => m.id));
  const fresh = added.filter((m) => !known.has(m.id));
  if (fresh.length === 0) return old;
  return { ...old, items: [...old.items, ...fresh].sort((a, b) => a.id - b.id) };
}

/** The messages once each (the later copy of an id wins), in id order. */
function mergedById(messages: OrderMessage[]): OrderMessage[] {
  return [...new Map(messages.map((m) => [m.id, m])).values()].sort((a, b) => a.id - b.id);
}

function MessageItem({ message, mine }: { message: OrderMessage; mine: boolean }) {
  const side = sideOfAuthor(message.authorKind);
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          maxWidth: { xs: '92%', sm: '75%' },
          bgcolor: mine ? 'action.hover' : 'background.paper',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="caption" component="p" color="text.secondary">
          {message.authorName} · {SIDE_LABEL[side]} · {formatDateTime(message.createdAt)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.body}</Typography>
        {message.attachments.length > 0 ? (
          <Box
            component="ul"
            aria-label="Attachments"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}
          >
            {message.attachments.map((a) => (
              <li key={a.documentId}>
                <Chip size="small" icon={<AttachFileOutlined />} label={a.fileName} />
              </li>
            ))}
          </Box>
        ) : null}
      </Paper>
    </Box>
  );
}

export function Conversation({ api, onRead }: { api: ConversationApi; onRead?: () => void }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: api.key, queryFn: ({ signal }) => api.load(signal) });
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const lastIdRef = useRef<number | undefined>(undefined);
  const loaded = query.data !== undefined;
  // opening the conversation marked it read: whatever counts unread messages asks again
  useEffect(() => {
    if (loaded) onRead?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);
  lastIdRef.current = query.data?.items.at(-1)?.id ?? lastIdRef.current;

  // live: from the newest message loaded on; the stream is followed while the conversation is shown
  const { key, openStream, markRead, mySide } = api;
  useEffect(() => {
    if (!loaded) return;
    const abort = new AbortController();
    followStream(
      openStream,
      // after the newest message loaded (0: the conversation was empty): nothing posted meanwhile is lost
      () => lastIdRef.current ?? 0,
      (message) => {
        queryClient.setQueryData<OrderConversation>(key, (old) => (old ? withMessages(old, [message]) : old));
        if (sideOfAuthor(message.authorKind) !== mySide) {
          setAnnouncement(`New message from ${message.authorName}: ${message.body}`);
          void markRead(message.id).then(
            () => onRead?.(),
            () => undefined,
          );
        }
      },
      abort.signal,
    );
    return () => abort.abort();
    // the stream follows one conversation: its key names it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, JSON.stringify(key)]);

  const count = query.data?.items.length ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  // older pages, read on demand: every message shown so far (so that a later read of the newest page,
  // which may start later, leaves no gap) and the cursor of the page before the oldest
  const [older, setOlder] = useState<{ items: OrderMessage[]; nextCursor: string | null } | null>(null);
  const heightBefore = useRef<number | null>(null);
  const showOlder = useActionMutation({
    mutationFn: (cursor: string) => api.loadOlder(cursor),
    onSuccess: (page) => {
      heightBefore.current = listRef.current?.scrollHeight ?? null;
      const shown = queryClient.getQueryData<OrderConversation>(key)?.items ?? [];
      setOlder((old) => ({
        items: mergedById([...page.items, ...(old?.items ?? []), ...shown]),
        nextCursor: page.nextCursor,
      }));
    },
  });
  // the messages added above push the ones read down: scroll by as much, so they stay in view
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && heightBefore.current !== null) list.scrollTop += list.scrollHeight - heightBefore.current;
    heightBefore.current = null;
  }, [older]);

  if (query.isPending) return <Typography>Loading the messages…</Typography>;
  if (query.isError)
    return <Alert severity="error">The messages could not be loaded. Please try again.</Alert>;
  const { firstUnreadId } = query.data;
  const items = older === null ? query.data.items : mergedById([...older.items, ...query.data.items]);
  const olderCursor = older === null ? query.data.nextCursor : older.nextCursor;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {items.length === 0 ? (
        <Typography color="text.secondary">No messages yet.</Typography>
      ) : (
        <Box
          ref={listRef}
          role="region"
          aria-label={MESSAGES_LABEL}
          tabIndex={0}
          sx={{ maxHeight: '60vh', overflowY: 'auto', pr: 0.5 }}
        >
          {olderCursor !== null ? (
            <Box sx={{ mb: 1 }}>
              <Button
                size="small"
                variant="outlined"
                disabled={showOlder.isPending}
                onClick={() => showOlder.mutate(olderCursor)}
              >
                {SHOW_OLDER_MESSAGES_LABEL}
              </Button>
              {showOlder.isError ? (
                <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                  The older messages could not be loaded. Please try again.
                </Typography>
              ) : null}
            </Box>
          ) : null}
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {items.map((message) => (
              <Fragment key={message.id}>
                {message.id === firstUnreadId ? (
                  <Box component="li">
                    <Divider>
                      <Typography variant="caption">{NEW_MESSAGES_LABEL}</Typography>
                    </Divider>
                  </Box>
                ) : null}
                <MessageItem message={message} mine={sideOfAuthor(message.authorKind) === mySide} />
              </Fragment>
            ))}
          </Box>
        </Box>
      )}
      <Composer
        api={api}
        onSent={(message) => {
          queryClient.setQueryData<OrderConversation>(key, (old) =>
            old ? withMessages(old, [message]) : old,
          );
          setAnnouncement(ORDER_MESSAGE_SENT);
        }}
      />
    </Box>
  );
}

function Composer({ api, onSent }: { api: ConversationApi; onSent: (message: OrderMessage) => void }) {
  const [body, setBody] = useState('');
  const [documentIds, setDocumentIds] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const documents = useQuery({
    queryKey: [...api.key, 'attachable'],
    queryFn: () => api.attachable!(),
    enabled: api.attachable !== undefined,
  });
  const send = useActionMutation({
    mutationFn: () => api.post({ body, documentIds }),
    onSuccess: ({ message }) => {
      setBody('');
      setDocumentIds([]);
      setProblem(null);
      onSent(message);
    },
    onError: (error) => setProblem(error.message),
  });
  const left = ORDER_MESSAGE_MAX_LENGTH - body.length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') {
      setProblem(ORDER_MESSAGE_REQUIRED);
      return;
    }
    send.mutate();
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <TextField
        label="Message"
        multiline
        minRows={2}
        maxRows={8}
        value={body}
        onChange={(event) => setBody(event.target.value.slice(0, ORDER_MESSAGE_MAX_LENGTH))}
        error={problem !== null}
        helperText={problem ?? `${thousands(left)} characters left`}
        fullWidth
      />
      {api.attachable && (documents.data?.length ?? 0) > 0 ? (
        <TextField
          select
          label="Attach documents"
          value={documentIds}
          onChange={(event) => {
            const value = event.target.value as unknown as number[];
            setDocumentIds(value.slice(0, ORDER_MESSAGE_MAX_ATTACHMENTS));
          }}
          slotProps={{ select: { multiple: true } }}
          helperText="Documents uploaded in the Documents section of this work order"
          fullWidth
        >
          {documents.data!.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.fileName}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" startIcon={<SendOutlined />} disabled={send.isPending}>
          Send
        </Button>
      </Box>
    </Box>
  );
}
