// The work order page's Check-ins (issue 41 point 4, decision 117): every crew line's, the IVR's and those
// made on the phone or by a guest, with where each was made against the store; the flagged ones (off
// site, no position, a store without a position) say "To review" so the company sees what to look at,
// until a staff member whose role may marks one reviewed (decision 123): then who and when show instead.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MARK_REVIEWED_LABEL,
  TO_REVIEW_LABEL,
  siteStateText,
  staffMay,
  staffReviewCheckInCall,
  staffWorkOrderCheckInsCall,
  type StaffCheckIn,
  type StaffRole,
} from '@vp/contracts';
import { useActionMutation } from '../../../../lib/action-mutation.ts';
import { call, callKey, callQuery } from '../../../../lib/call.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { OrderListSection } from './order-list-section.tsx';

function whereText(checkIn: StaffCheckIn): string {
  if (checkIn.siteState === null) return 'By the IVR (no position)';
  const accuracy = checkIn.accuracyMeters === null ? '' : ` (accuracy ${checkIn.accuracyMeters} m)`;
  const problem = checkIn.positionProblem === null ? '' : `: ${checkIn.positionProblem}`;
  return `${siteStateText(checkIn.siteState, checkIn.distanceMeters)}${accuracy}${problem}`;
}

export function WorkOrderCheckIns({ ordNum, role }: { ordNum: number; role: StaffRole }) {
  const queryClient = useQueryClient();
  const checkIns = useQuery({
    ...callQuery(staffWorkOrderCheckInsCall, { params: { ordNum } }),
    retry: false,
  });
  const review = useActionMutation({
    mutationFn: (id: number) => call(staffReviewCheckInCall, { params: { id } }),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: callKey(staffWorkOrderCheckInsCall) });
    },
    onError: (error) => notifyError(error),
  });
  const mayReview = staffMay(role, staffReviewCheckInCall);
  return (
    <OrderListSection title="Check-ins" query={checkIns} none="No check-ins for this work order." gap={1}>
      {(c) => (
        <Box
          component="li"
          key={c.id}
          data-testid="staff-check-in"
          sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {c.checkedInBy} · {c.vendorName} · {c.method}
            </Typography>
            {c.toReview ? <Chip size="small" color="warning" label={TO_REVIEW_LABEL} /> : null}
            {c.toReview && mayReview ? (
              <Button
                size="small"
                variant="outlined"
                disabled={review.isPending}
                onClick={() => review.mutate(c.id)}
                aria-label={`${MARK_REVIEWED_LABEL}: ${c.checkedInBy}, ${formatDateTime(c.startDateTime)}`}
              >
                {MARK_REVIEWED_LABEL}
              </Button>
            ) : null}
          </Box>
          {c.review ? (
            <Typography variant="body2" color="text.secondary">
              Reviewed by {c.review.reviewedBy} on {formatDateTime(c.review.reviewedAt)}
            </Typography>
          ) : null}
          <Typography variant="body2">
            {formatDateTime(c.startDateTime)} – {c.endDateTime ? formatDateTime(c.endDateTime) : 'checked in'}{' '}
            · {c.hours.toFixed(2)} h
          </Typography>
          <Typography variant="body2">{whereText(c)}</Typography>
          {c.workDone ? <Typography variant="body2">Work done: {c.workDone}</Typography> : null}
          {c.device ? (
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
              Device: {c.device}
            </Typography>
          ) : null}
        </Box>
      )}
    </OrderListSection>
  );
}
