import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_LIST_TEXT } from '@vp/contracts';
import { ExpandableSections } from './expandable-sections.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { SectionData } from './section-data.tsx';

afterEach(cleanup);

describe('ExpandableSections', () => {
  it('keeps one section open at a time and renders only the open one', async () => {
    const renderB = vi.fn(() => <p>B content</p>);
    render(
      <ExpandableSections
        defaultOpen="a"
        sections={[
          { id: 'a', title: 'First', render: () => <p>A content</p> },
          { id: 'b', title: 'Second', render: renderB },
        ]}
      />,
    );
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('A content')).toBeTruthy();
    expect(renderB).not.toHaveBeenCalled();

    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('B content')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('A content')).toBeNull());
  });
});

describe('the sections as plain elements (decision 092)', () => {
  it('draws each header as a level-2 heading holding its button, and the open section as its labelled region', () => {
    const { container } = render(
      <ExpandableSections
        defaultOpen="a"
        sections={[
          { id: 'a', title: 'First', render: () => <p>A content</p> },
          { id: 'b', title: 'Second', render: () => <p>B content</p> },
        ]}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['First', 'Second']);
    const first = screen.getByRole('button', { name: 'First' });
    expect(first.parentElement).toBe(headings[0]);
    expect(first.getAttribute('type')).toBe('button');
    const region = screen.getByRole('region', { name: 'First' });
    expect(first.getAttribute('aria-controls')).toBe(region.id);
    expect(region.textContent).toBe('A content');
    // one region: the closed section draws nothing below its header
    expect(screen.getAllByRole('region')).toHaveLength(1);
    // no Accordion, Collapse or ripple: the header is the browser's button
    expect(
      container.querySelector('[class*="MuiAccordion"], [class*="MuiCollapse"], .MuiTouchRipple-root'),
    ).toBeNull();
  });
});

describe('a section drawn by lazyComponent', () => {
  it("loads a section's code when its header is pointed at, once, and shows a loader until it has come", async () => {
    let arrive: (module: { Notes: () => React.JSX.Element }) => void = () => undefined;
    const load = vi.fn(
      () => new Promise<{ Notes: () => React.JSX.Element }>((resolve) => (arrive = resolve)),
    );
    const notes = lazyComponent(load, (m) => m.Notes);
    render(
      <ExpandableSections
        defaultOpen="a"
        sections={[
          { id: 'a', title: 'First', render: () => <p>A content</p> },
          { id: 'b', title: 'Notes', render: () => <notes.Content />, preload: notes.preload },
        ]}
      />,
    );
    // nothing of it is asked for with the page
    expect(load).not.toHaveBeenCalled();
    const header = screen.getByRole('button', { name: 'Notes' });
    fireEvent.pointerEnter(header);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.focus(header);
    fireEvent.click(header);
    // opened before its code has come: the section says it is loading
    expect(await screen.findByRole('progressbar', { name: 'Loading Notes' })).toBeTruthy();
    arrive({ Notes: () => <p>the notes</p> });
    expect(await screen.findByText('the notes')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading Notes' })).toBeNull();
    // the first request served the render too
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a section whose code has come at once when it is opened, without its loader (decision 125)', async () => {
    const load = vi.fn(() => Promise.resolve({ History: () => <p>the history</p> }));
    const history = lazyComponent(load, (m) => m.History);
    history.preload();
    await load.mock.results[0]!.value;
    await Promise.resolve();
    render(
      <ExpandableSections
        defaultOpen="a"
        sections={[
          { id: 'a', title: 'First', render: () => <p>A content</p> },
          { id: 'b', title: 'History', render: () => <history.Content />, preload: history.preload },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    // in the same render as the click: no fallback, which React would hold on screen for 300 ms
    expect(screen.getByText('the history')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading History' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('SectionData', () => {
  const base = { isError: false, error: null, refetch: () => undefined };
  it('shows a spinner, the empty text, or the content', () => {
    const { rerender } = render(
      <SectionData query={{ ...base, isPending: true, data: undefined }} label="notes">
        {() => 'content'}
      </SectionData>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading notes' })).toBeTruthy();
    rerender(
      <SectionData
        query={{ ...base, isPending: false, data: [] }}
        label="notes"
        isEmpty={(d) => d.length === 0}
      >
        {() => 'content'}
      </SectionData>,
    );
    expect(screen.getByText(EMPTY_LIST_TEXT)).toBeTruthy();
    rerender(
      <SectionData
        query={{ ...base, isPending: false, data: [1] }}
        label="notes"
        isEmpty={(d) => d.length === 0}
      >
        {(d) => `content ${d.length}`}
      </SectionData>,
    );
    expect(screen.getByText('content 1')).toBeTruthy();
  });
});
