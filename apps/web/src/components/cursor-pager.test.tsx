// Walking a cursor list (decision 108): Next asks for the page after with the cursor the page shown
// gave, Previous goes back through the cursors walked, the page number follows, the last page has no
// Next, a single page draws no pager, and a new search starts again at page 1.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useCursorPages } from '../lib/cursor-pages.ts';
import { CursorPager } from './cursor-pager.tsx';

afterEach(cleanup);

/** A list of three pages whose cursors are 'c2' and 'c3'; `search` names the search it belongs to. */
const NEXT: Record<string, string | null> = { first: 'c2', c2: 'c3', c3: null };

function List({ search }: { search: string }) {
  const pages = useCursorPages(search);
  const shown = pages.cursor ?? 'first';
  return (
    <>
      <p data-testid="shown">{shown}</p>
      <CursorPager pages={pages} nextCursor={NEXT[shown]} pageCount={3} label="Pages" />
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

it('walks forward with each page’s cursor and back through the ones walked', () => {
  const { rerender } = render(<List search="a" />);
  expect(screen.getByTestId('shown').textContent).toBe('first');
  expect(button('Previous page')).toHaveProperty('disabled', true);
  expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 1 of 3');

  fireEvent.click(button('Next page'));
  expect(screen.getByTestId('shown').textContent).toBe('c2');
  fireEvent.click(button('Next page'));
  expect(screen.getByTestId('shown').textContent).toBe('c3');
  expect(screen.getByRole('navigation').textContent).toContain('Page 3 of 3');
  expect(button('Next page')).toHaveProperty('disabled', true);

  fireEvent.click(button('Previous page'));
  expect(screen.getByTestId('shown').textContent).toBe('c2');
  expect(screen.getByRole('navigation').textContent).toContain('Page 2 of 3');

  // another search: page 1 again
  rerender(<List search="b" />);
  expect(screen.getByTestId('shown').textContent).toBe('first');
  expect(button('Previous page')).toHaveProperty('disabled', true);
});

it('walks one page for a double press while the next page is still coming', () => {
  // the list keeps showing the first page (and its nextCursor) until the second arrives
  function Loading() {
    const pages = useCursorPages('x');
    return (
      <>
        <p data-testid="shown">{pages.cursor ?? 'first'}</p>
        <CursorPager pages={pages} nextCursor="c2" label="Pages" />
      </>
    );
  }
  render(<Loading />);
  fireEvent.click(button('Next page'));
  fireEvent.click(button('Next page'));
  expect(screen.getByTestId('shown').textContent).toBe('c2');
  expect(screen.getByRole('navigation').textContent).toContain('Page 2');
  expect(screen.getByRole('navigation').textContent).not.toContain('Page 3');
});

it('starts again at page 1 when told to (a search pressed again with the same filters)', () => {
  function Again() {
    const pages = useCursorPages('same');
    return (
      <>
        <p data-testid="shown">{pages.cursor ?? 'first'}</p>
        <button onClick={pages.reset}>Search</button>
        <CursorPager pages={pages} nextCursor={NEXT[pages.cursor ?? 'first']} label="Pages" />
      </>
    );
  }
  render(<Again />);
  fireEvent.click(button('Next page'));
  expect(screen.getByTestId('shown').textContent).toBe('c2');
  fireEvent.click(button('Search'));
  expect(screen.getByTestId('shown').textContent).toBe('first');
});

it('draws nothing for a list of one page', () => {
  function One() {
    const pages = useCursorPages('x');
    return <CursorPager pages={pages} nextCursor={null} label="Pages" />;
  }
  render(<One />);
  expect(screen.queryByRole('navigation')).toBeNull();
});
