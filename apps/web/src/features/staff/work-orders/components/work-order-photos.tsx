// The work order page's Photos (issue 41 point 3): every crew line's photos, each thumbnail with its
// time and place beside it (the EXIF capture time with its offset or where the time comes from, the
// GPS position or "No location") and the evidence's warnings, so the company sees what it can trust.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { staffWorkOrderPhotosCall } from '@vp/contracts';
import { callQuery } from '../../../../lib/call.ts';
import { PhotoCaption } from '../../../../components/order-photos/index.ts';
import { OrderListSection } from './order-list-section.tsx';

const KIND = { before: 'Before', after: 'After', other: 'Other' } as const;

export function WorkOrderPhotos({ ordNum }: { ordNum: number }) {
  const photos = useQuery({ ...callQuery(staffWorkOrderPhotosCall, { params: { ordNum } }), retry: false });
  return (
    <OrderListSection title="Photos" query={photos} none="No photos taken for this work order." gap={1.5}>
      {(photo) => (
        <Box
          component="li"
          key={photo.id}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          data-testid="staff-photo"
        >
          <Link href={photo.photoUrl} target="_blank" rel="noopener" sx={{ flexShrink: 0 }}>
            <Box
              component="img"
              src={photo.thumbnailUrl}
              alt={`${KIND[photo.kind]} photo of crew line ${photo.ocdId}`}
              loading="lazy"
              sx={{
                width: 160,
                aspectRatio: '4 / 3',
                objectFit: 'cover',
                borderRadius: 1,
                display: 'block',
              }}
            />
          </Link>
          <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
            <PhotoCaption
              evidence={photo.evidence}
              label={`${KIND[photo.kind]} · line ${photo.ocdId} · ${photo.vendorName} · ${photo.takenBy}`}
            />
            <Typography
              variant="caption"
              component="div"
              sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}
            >
              SHA-256 {photo.evidence.sha256}
            </Typography>
          </Box>
        </Box>
      )}
    </OrderListSection>
  );
}
