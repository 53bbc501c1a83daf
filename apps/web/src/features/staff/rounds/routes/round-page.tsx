// /staff/rounds/:roundId, one announcement round (issue 18 point 2, decision 062): its orders and the
// vendor each is assigned to, and every vendor it was meant for with its e-mail and answer (accepted,
// declined with the reason, unsubscribed, none yet). The page asks for the round every few seconds
// while it is open, so answers appear as vendors give them. Vendor managers award an order to a
// vendor that accepted.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { StaffRoundVendor } from '@vp/contracts';
import { Link as RouterLink, useParams } from 'react-router';
import { DataGrid, type GridColumn } from '../../../../components/data-grid/index.ts';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { staffFailureText } from '../../components/staff-failure-text.ts';
import { canSendRounds, STAFF_ROUNDS_PATH } from '../../state/staff-paths.ts';
import { useSignedInStaff } from '../../state/use-staff-outlet.ts';
import { ROUND_POLL_MS, useAwardRound, useRound } from '../api/rounds-api.ts';
import { AwardDialog } from '../components/award-dialog.tsx';
import { RoundSection } from '../components/round-section.tsx';
import { answerText, dateTimeOf, emailText, madeByText } from '../components/round-texts.ts';

function vendorColumns(
  canAward: boolean,
  onAward: (vendor: StaffRoundVendor) => void,
): GridColumn<StaffRoundVendor>[] {
  const columns: GridColumn<StaffRoundVendor>[] = [
    { id: 'company', header: 'Vendor', text: (v) => v.company, width: 210 },
    { id: 'answer', header: 'Answer', text: answerText, width: 130 },
  ];
  if (canAward)
    columns.push({
      id: 'award',
      header: 'Award',
      text: (v) => (v.answer === 'accepted' ? 'Award' : ''),
      render: (v) =>
        v.answer === 'accepted' ? (
          <Button
            size="small"
            variant="outlined"
            onClick={() => onAward(v)}
            aria-label={`Award to ${v.company}`}
          >
            Award
          </Button>
        ) : null,
      width: 100,
      sortable: false,
      filterable: false,
    });
  columns.push(
    { id: 'reason', header: 'Decline reason', text: (v) => v.declinedReason ?? '', width: 220 },
    {
      id: 'answeredAt',
      header: 'Answered',
      text: (v) => dateTimeOf(v.answeredAt),
      sortKey: (v) => v.answeredAt ?? '',
      width: 170,
    },
    { id: 'email', header: 'E-mail', text: emailText, width: 180 },
    {
      id: 'vendorNum',
      header: 'Vendor #',
      text: (v) => String(v.vendorNum),
      sortKey: (v) => v.vendorNum,
      width: 90,
    },
  );
  return columns;
}

export function RoundPage() {
  const roundId = Number(useParams().roundId);
  usePageTitle(`Round ${roundId} | Announcement rounds | Staff`);
  const me = useSignedInStaff();
  const canAward = canSendRounds(me.role);
  const round = useRound(roundId);
  const award = useAwardRound(roundId);
  const [awarding, setAwarding] = useState<StaffRoundVendor | null>(null);
  const [awarded, setAwarded] = useState<string | null>(null);
  const columns = useMemo(
    () =>
      vendorColumns(canAward, (vendor) => {
        award.reset();
        setAwarding(vendor);
      }),
    // award.reset is stable
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canAward],
  );

  if (round.isPending) return <PageLoader />;
  if (round.isError)
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h1">Round {Number.isFinite(roundId) ? roundId : ''}</Typography>
        <Alert severity="error">{staffFailureText(round.error)}</Alert>
        <Link component={RouterLink} to={STAFF_ROUNDS_PATH}>
          Back to the announcement rounds
        </Link>
      </Box>
    );

  const data = round.data;
  const answered = (answer: StaffRoundVendor['answer']) =>
    data.vendors.filter((v) => v.answer === answer).length;
  const waiting = data.vendors.filter((v) => v.emailed && v.answer === 'no-answer').length;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Link component={RouterLink} to={STAFF_ROUNDS_PATH}>
        Back to the announcement rounds
      </Link>
      <Typography variant="h1">Round {data.id}</Typography>
      <Typography>
        Sent {dateTimeOf(data.createdAt)} by {madeByText(data.createdBy)}.
      </Typography>

      {awarded ? (
        <Alert severity="success" onClose={() => setAwarded(null)}>
          {awarded}
        </Alert>
      ) : null}
      <RoundSection id="round-orders" title="Orders">
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {data.workOrders.map((o) => (
            <li key={o.ordNum} data-testid="round-order">
              PO {o.poNum}:{' '}
              {o.vendor
                ? `assigned to ${o.vendor.company} (vendor #${o.vendor.vendorNum})`
                : 'no vendor assigned'}
            </li>
          ))}
        </Box>
      </RoundSection>

      <RoundSection id="round-answers" title="Answers">
        <Typography sx={{ mb: 1 }} role="status" data-testid="round-answer-counts">
          {answered('accepted')} accepted, {answered('declined')} declined, {waiting} waiting for an answer,{' '}
          {data.vendors.filter((v) => v.unsubscribedAt !== null).length} unsubscribed.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          New answers appear here on their own (checked every {ROUND_POLL_MS / 1000} seconds).
        </Typography>
        <DataGrid
          label="Vendors and their answers"
          rows={data.vendors}
          columns={columns}
          getRowId={(v) => String(v.vendorId)}
          cardColumns={['company', 'answer', 'reason', 'award']}
        />
      </RoundSection>

      {awarding ? (
        <AwardDialog
          round={data}
          vendor={awarding}
          busy={award.isPending}
          error={award.isError ? staffFailureText(award.error) : null}
          onCancel={() => setAwarding(null)}
          onAward={(ordNum) =>
            award.mutate(
              { ordNum, vendorId: awarding.vendorId },
              {
                onSuccess: () => {
                  setAwarded(`The order was awarded to ${awarding.company}.`);
                  setAwarding(null);
                },
              },
            )
          }
        />
      ) : null}
    </Box>
  );
}
