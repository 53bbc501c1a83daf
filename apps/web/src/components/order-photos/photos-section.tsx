// The Photos section of the work order details page (issue 41 point 3): at 375 px a technician picks
// Before, After or Other and takes a photo with the phone's camera (the file input's `capture`); the
// photo uploads at once with its progress; the crew line's photos show as a grid of 320 px thumbnails,
// each with its time and place (or "No location") and a flag when its evidence asks for a second look.
// The photo's own removal is offered while the crew line is not Completed.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PHOTO_DELETED,
  createPhotoUploadCall,
  crewLinePhotosCall,
  deletePhotoCall,
  type PhotoKind,
  type VendorOrderPhoto,
} from '@vp/contracts';
import { call, callKey, callQuery } from '../../lib/call.ts';
import { useActionMutation } from '../../lib/action-mutation.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useMay } from '../../lib/start-up-data.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { PhotoCaption } from './photo-caption.tsx';
import { uploadPhoto } from './upload-photo.ts';

import { PHOTOS_SECTION } from './photos-section-title.ts';

export { PHOTOS_SECTION };
export const TAKE_PHOTO = 'Take photo';
export const PHOTO_ADDED = 'Photo added.';
export const NO_PHOTOS = 'No photos yet.';
export const PHOTOS_LOCKED = 'The work order is completed: its photos can no longer change.';
export const DELETE_PHOTO_CONFIRM = 'Delete this photo?';
const KIND_LABELS: Record<PhotoKind, string> = { before: 'Before', after: 'After', other: 'Other' };

export function PhotosSection({ ocdId }: { ocdId: number }) {
  const queryClient = useQueryClient();
  const photos = useQuery(callQuery(crewLinePhotosCall, { params: { ocdId } }));
  const mayAdd = useMay(createPhotoUploadCall);
  const [kind, setKind] = useState<PhotoKind>('before');
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState<VendorOrderPhoto | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const kindLabel = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: callKey(crewLinePhotosCall) });

  const upload = useActionMutation({
    mutationFn: (file: File) =>
      uploadPhoto(ocdId, kind, file, (p) => setProgress(p.total ? p.loaded / p.total : 0)),
    onSuccess: () => notifySuccess(PHOTO_ADDED),
    onError: (error) => notifyError(error),
    onSettled: async () => {
      setProgress(null);
      await refresh();
    },
  });
  const remove = useActionMutation({
    mutationFn: (photo: VendorOrderPhoto) => call(deletePhotoCall, { params: { photoId: photo.id } }),
    onSuccess: () => notifySuccess(PHOTO_DELETED),
    onError: (error) => notifyError(error),
    onSettled: async () => {
      setRemoving(null);
      await refresh();
    },
  });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same photo chosen again must fire the change again
    event.target.value = '';
    if (file) upload.mutate(file);
  };

  const locked = photos.data?.locked ?? false;
  const items = photos.data?.items ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {mayAdd && !locked ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography id={kindLabel} variant="body2" sx={{ fontWeight: 600 }}>
            Photo of
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={kind}
            aria-labelledby={kindLabel}
            onChange={(_event, value: PhotoKind | null) => value && setKind(value)}
          >
            {(Object.keys(KIND_LABELS) as PhotoKind[]).map((k) => (
              <ToggleButton key={k} value={k} sx={{ minWidth: 64, minHeight: 44 }}>
                {KIND_LABELS[k]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button
            variant="contained"
            startIcon={<PhotoCameraOutlined />}
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
            sx={{ minHeight: 44 }}
          >
            {TAKE_PHOTO}
          </Button>
          {/* the phone opens its camera; a computer offers a file */}
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            aria-label={TAKE_PHOTO}
            data-testid="photo-input"
            onChange={onFile}
          />
        </Box>
      ) : null}
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label="Uploading the photo"
        />
      ) : null}
      {locked ? <Typography variant="body2">{PHOTOS_LOCKED}</Typography> : null}
      {photos.isPending ? (
        <Typography variant="body2">Loading the photos…</Typography>
      ) : photos.isError ? (
        <Typography variant="body2" color="error">
          The photos could not be loaded.
        </Typography>
      ) : items.length === 0 ? (
        <Typography variant="body2">{NO_PHOTOS}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={PHOTOS_SECTION}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          }}
        >
          {items.map((photo) => (
            <Box component="li" key={photo.id}>
              <Box component="figure" sx={{ m: 0, position: 'relative' }}>
                <a href={photo.photoUrl} target="_blank" rel="noopener">
                  <Box
                    component="img"
                    src={photo.thumbnailUrl}
                    alt={`${KIND_LABELS[photo.kind]} photo by ${photo.takenBy}`}
                    loading="lazy"
                    sx={{
                      width: '100%',
                      aspectRatio: '4 / 3',
                      objectFit: 'cover',
                      borderRadius: 1,
                      display: 'block',
                    }}
                  />
                </a>
                {photo.canDelete ? (
                  <IconButton
                    size="small"
                    aria-label={`Delete ${KIND_LABELS[photo.kind].toLowerCase()} photo`}
                    onClick={() => setRemoving(photo)}
                    sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                ) : null}
                <PhotoCaption evidence={photo.evidence} label={KIND_LABELS[photo.kind]} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        message={DELETE_PHOTO_CONFIRM}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
