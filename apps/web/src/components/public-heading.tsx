// The heading of a public page (the announcement links) is its route's title, unless the page says
// otherwise: a link that does not work must not be headed "Thank You" (issue 38 point 3). The public
// layout holds the override; a page sets it with usePublicHeading while it is shown.
import { createContext, useContext, useEffect } from 'react';

type SetHeading = (heading: string | null) => void;

const PublicHeadingContext = createContext<SetHeading>(() => undefined);

export const PublicHeadingProvider = PublicHeadingContext.Provider;

/** Heads the public page with `heading` (null: the route's title) while the calling page is shown. */
export function usePublicHeading(heading: string | null): void {
  const setHeading = useContext(PublicHeadingContext);
  useEffect(() => {
    setHeading(heading);
    return () => setHeading(null);
  }, [heading, setHeading]);
}
