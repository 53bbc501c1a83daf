// The 'Upload Document' drawer (SPEC sections 2, 5, 7, 8): one or more files of the accepted kinds, a
// Type, an optional Comment (company documents), Save and Cancel. Files upload one after the other
// through the screen's `uploadFile` (the two-step upload) with a progress bar over all of them.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  UPLOAD_DOCUMENT_TITLE,
  WORK_ORDER_DOCUMENT_NOT_UPLOADED,
  WORK_ORDER_DOCUMENT_UPLOADED,
} from '@vp/contracts';
import type { UploadProgress } from '../../lib/put-file.ts';
import {
  closeAllNotifications,
  errorMessageOf,
  notifyError,
  notifySuccess,
  notifyWarning,
} from '../../lib/notify.ts';
import { SaveDrawer } from '../save-drawer.tsx';
import { DRAWER_WIDTH, type DrawerWidth } from '../layout-sizes.ts';
import { DocumentTypeSelect } from './document-type-select.tsx';
import { FilePicker } from './file-picker.tsx';
import { UploadProgressBar } from './upload-progress-bar.tsx';
import {
  overallPercent,
  refusedFiles,
  refusedFilesText,
  saveRefusal,
  typeChoiceRefusal,
} from './upload-rules.ts';

export type DocumentUpload = { file: File; type: string; comment: string };

export type DocumentUploadDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** Type codes; undefined while they load. */
  documentTypes: readonly string[] | undefined;
  /** A Vendor Invoice already waits for approval (SPEC section 4: one at a time). */
  hasPendingVendorInvoice: boolean;
  /** Uploads one file (both steps); rejects with the reason on failure. */
  uploadFile: (upload: DocumentUpload, onProgress: (progress: UploadProgress) => void) => Promise<void>;
  /** After an upload attempt that stored at least one file: reload the lists. */
  onUploaded: () => void;
  title?: string;
  width?: DrawerWidth;
  /** Company documents carry an optional comment; work-order uploads have none. */
  withComment?: boolean;
};

type Progress = { index: number; percent: number };

export function DocumentUploadDrawer({
  open,
  onClose,
  documentTypes,
  hasPendingVendorInvoice,
  uploadFile,
  onUploaded,
  title = UPLOAD_DOCUMENT_TITLE,
  width = DRAWER_WIDTH.upload,
  withComment = false,
}: DocumentUploadDrawerProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [type, setType] = useState('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const busy = progress !== null;

  const reset = () => {
    setFiles([]);
    setType('');
    setComment('');
    setProblem(null);
    setProgress(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const chooseFiles = (chosen: File[]) => {
    // a new choice is a new try: the last try's failure (its alert, its toast and the drawer's repeat
    // of it) is not left beside it (issue 38 point 5)
    if (problem !== null) closeAllNotifications();
    setFiles(chosen);
    // SPEC section 5: choosing new files clears the type
    setType('');
    setProblem(refusedFiles(chosen).length > 0 ? refusedFilesText() : null);
  };

  const chooseType = (next: string) => {
    const refusal = typeChoiceRefusal(next, hasPendingVendorInvoice);
    if (refusal) {
      notifyWarning(refusal);
      return;
    }
    setType(next);
    setProblem(null);
  };

  const save = async () => {
    const refusal = saveRefusal({ files, type, hasPendingVendorInvoice });
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setProblem(null);
    const sizes = files.map((file) => file.size);
    let stored = 0;
    try {
      for (const [index, file] of files.entries()) {
        setProgress({ index, percent: overallPercent(sizes, index, 0) });
        await uploadFile({ file, type, comment: comment.trim() }, ({ loaded }) =>
          setProgress({ index, percent: overallPercent(sizes, index, loaded) }),
        );
        stored += 1;
      }
    } catch (error) {
      setProgress(null);
      setProblem(`${files[stored]?.name ?? ''}: ${errorMessageOf(error)}`);
      notifyError(WORK_ORDER_DOCUMENT_NOT_UPLOADED);
      // the files before the failed one are stored: show them, and offer the rest again
      if (stored > 0) {
        setFiles(files.slice(stored));
        onUploaded();
      }
      return;
    }
    notifySuccess(WORK_ORDER_DOCUMENT_UPLOADED);
    onUploaded();
    reset();
    onClose();
  };

  const current = progress ? files[progress.index] : undefined;
  return (
    <SaveDrawer
      open={open}
      title={title}
      width={width}
      onClose={close}
      saving={busy}
      save={{ onClick: () => void save(), disabled: busy }}
    >
      <Stack spacing={2}>
        <FilePicker files={files} onChange={chooseFiles} disabled={busy} />
        <DocumentTypeSelect
          types={documentTypes}
          value={type}
          fileCount={files.length}
          onChange={chooseType}
          disabled={busy}
          error={problem !== null && !type}
        />
        {withComment ? (
          <TextField
            label="Comment"
            multiline
            minRows={3}
            value={comment}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            onChange={(event) => setComment(event.target.value)}
          />
        ) : null}
        {progress && current ? (
          <UploadProgressBar
            percent={progress.percent}
            caption={`Uploading ${current.name} (${progress.index + 1} of ${files.length})`}
          />
        ) : null}
        {problem ? (
          <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
            {problem}
          </Alert>
        ) : null}
      </Stack>
    </SaveDrawer>
  );
}
