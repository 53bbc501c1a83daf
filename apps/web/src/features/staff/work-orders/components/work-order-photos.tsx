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

const KIND = { before: 'Before', after: 'After', other: 'Other' } as const;

export function WorkOrderPhotos({ ordNum }: { ordNum: number }) {
  const photos = useQuery({ ...callQuery(staffWorkOrderPhotosCall, { params: { ordNum } }), retry: false });
  const items = photos.data?.items ?? [];
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h3" component="h2">
        Photos
      </Typography>
      {photos.isPending ? (
        <Typography variant="body2">Loading the photos…</Typography>
      ) : photos.isError ? (
        <Typography variant="body2" color="error">
          The photos could not be loaded.
        </Typography>
      ) : items.length === 0 ? (
        <Typography variant="body2">No photos taken for this work order.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Photos"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {items.map((photo) => (
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
          ))}
        </Box>
      )}
    </Box>
  );
}
