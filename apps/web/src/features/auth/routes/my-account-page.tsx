// My account (issue 15, decision 041): the signed-in user's name, e-mail, company and role; changing
// the password with the current one (every session ends then, this one too, so the user signs in
// again with the new password); and signing out of the other sessions.
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { myAccountCall, PASSWORD_CHANGED_SIGN_IN_AGAIN } from '@vp/contracts';
import { callKey, callQuery } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { signOut } from '../../../lib/session.ts';
import { changePassword, signOutOtherSessions } from '../api/my-account.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'break-word', minWidth: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** One section of the page: an outlined paper named by its heading. */
function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function MyAccountPage() {
  const account = useQuery(callQuery(myAccountCall));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  const [ending, setEnding] = useState(false);

  if (account.isError)
    return <Alert severity="error">Your account could not be loaded. Please try again.</Alert>;
  const data = account.data;

  return (
    <Stack spacing={3} sx={{ maxWidth: 720, minWidth: 0 }}>
      <AccountSection id="account-details" title="Account">
        {data ? (
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            <Detail label="Name" value={`${data.firstName} ${data.lastName}`.trim() || '—'} />
            <Detail label="E-mail" value={data.email} />
            <Detail label="Company" value={data.company} />
            <Detail label="Role" value={data.roles.length > 0 ? data.roles.join(', ') : 'No role'} />
          </Stack>
        ) : (
          <Skeleton variant="rectangular" height={96} />
        )}
      </AccountSection>

      <AccountSection id="change-password" title="Change password">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          After the change you are signed out everywhere, here too, and sign in with the new password.
        </Typography>
        {data ? (
          <ChangePasswordForm
            email={data.email}
            loading={changing}
            onSubmit={async ({ currentPassword, password }) => {
              setChanging(true);
              try {
                await changePassword({ email: data.email, currentPassword, password });
                // the server ended every session of the user, this one included
                await signOut();
                queryClient.clear();
                await navigate('/auth/login');
                notifySuccess(PASSWORD_CHANGED_SIGN_IN_AGAIN);
              } catch (error) {
                notifyError(error);
              } finally {
                setChanging(false);
              }
            }}
          />
        ) : null}
      </AccountSection>

      <AccountSection id="other-sessions" title="Other sessions">
        <Typography variant="body2" sx={{ mb: 2 }}>
          {data
            ? data.otherSessions === 0
              ? 'You are signed in only here.'
              : `You are also signed in on ${data.otherSessions} other browser${data.otherSessions === 1 ? '' : 's'} or device${data.otherSessions === 1 ? '' : 's'}.`
            : ' '}
        </Typography>
        <Divider sx={{ mb: 2 }} />
        <Button
          variant="outlined"
          loading={ending}
          disabled={!data || data.otherSessions === 0}
          onClick={() => {
            setEnding(true);
            signOutOtherSessions()
              .then(async (answer) => {
                notifySuccess(answer.message);
                await queryClient.invalidateQueries({ queryKey: callKey(myAccountCall) });
              })
              .catch(notifyError)
              .finally(() => setEnding(false));
          }}
        >
          Sign out of other sessions
        </Button>
      </AccountSection>

      <AccountSection id="notifications" title="Notifications">
        <Typography variant="body2" sx={{ mb: 2 }}>
          Which e-mails you receive about work orders, documents and invoices, and when.
        </Typography>
        <Button variant="outlined" component={RouterLink} to="/account/notifications">
          Notification settings
        </Button>
      </AccountSection>
    </Stack>
  );
}
