import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOwnDocumentTitle, usePageTitle } from './page-title.ts';

function DetailsPage({ title }: { title: string | undefined }) {
  useOwnDocumentTitle(title);
  return null;
}

/** The shell's title for the route, with its page drawn in the same commit (its code loaded ahead). */
function ShellWithPage({ pageTitle }: { pageTitle: string | undefined }) {
  usePageTitle('Portal | Work Order Details');
  return <DetailsPage title={pageTitle} />;
}

describe('the browser title of a page that writes its own', () => {
  afterEach(() => {
    document.title = '';
  });

  it("shows the shell's title until the page knows its own, then the page's", () => {
    const view = render(<ShellWithPage pageTitle={undefined} />);
    // the page's effects ran first, with no title yet: the shell's is written
    expect(document.title).toBe('Portal | Portal | Work Order Details');
    view.rerender(<ShellWithPage pageTitle="Acme | Portal | WO:123 : ACME" />);
    expect(document.title).toBe('Acme | Portal | WO:123 : ACME');
    view.unmount();
  });

  it("keeps the page's own title when it is known at once", () => {
    const view = render(<ShellWithPage pageTitle="Acme | Portal | WO:7 : ACME" />);
    expect(document.title).toBe('Acme | Portal | WO:7 : ACME');
    view.unmount();
  });
});
