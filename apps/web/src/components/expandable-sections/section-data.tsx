// What a section shows while its data loads, when the load failed, and when there is nothing
// ('OOOPS! No record found', SPEC section 2), around the content itself.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessageOf } from '../../lib/notify.ts';
import { EmptyState } from '../empty-state.tsx';
import { PageLoader } from '../page-loader.tsx';

export type SectionQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type SectionDataProps<T> = {
  query: SectionQuery<T>;
  /** Names what loads, for the spinner's label: 'Loading {label}'. */
  label: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

export function SectionData<T>({ query, label, isEmpty, children }: SectionDataProps<T>) {
  if (query.isPending) return <PageLoader label={`Loading ${label}`} />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {errorMessageOf(query.error)}
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) return <EmptyState />;
  return <>{children(query.data)}</>;
}
