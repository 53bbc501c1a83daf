import { FullPageMessage } from '../../../components/full-page-message.tsx';

/** The server could not be reached to check the session: offer a retry instead of signing out. */
export function StartUpFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <FullPageMessage
      title="The portal cannot be reached"
      text="Please check your connection and try again."
      actionLabel="Try again"
      onAction={onRetry}
    />
  );
}
