// Shown when a page throws or its code cannot load (for example after a deploy replaced the hashed
// files): a way out instead of a blank page.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { FullPageMessage } from '../components/full-page-message.tsx';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <FullPageMessage
      title="Something went wrong"
      text="The page could not be shown. Reloading usually helps."
      actionLabel="Reload"
      onAction={() => window.location.reload()}
    />
  );
}
