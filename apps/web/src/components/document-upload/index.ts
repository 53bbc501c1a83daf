export {
  DocumentUploadDrawer,
  type DocumentUpload,
  type DocumentUploadDrawerProps,
} from './document-upload-drawer.tsx';
export { FilePicker, formatFileSize } from './file-picker.tsx';
export { DocumentTypeSelect } from './document-type-select.tsx';
export { UploadProgressBar } from './upload-progress-bar.tsx';
export * from './upload-rules.ts';
