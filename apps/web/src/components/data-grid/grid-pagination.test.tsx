import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { GridPagination, shownRowsText } from './grid-pagination.tsx';

function Pages({ rowCount }: { rowCount: number }) {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(1000);
  return (
    <GridPagination
      rowCount={rowCount}
      pageIndex={pageIndex}
      pageSize={pageSize}
      onPageChange={setPageIndex}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPageIndex(0);
      }}
    />
  );
}

afterEach(cleanup);

describe('GridPagination', () => {
  it('writes the rows shown as TablePagination did', () => {
    expect(shownRowsText(4500, 0, 1000)).toBe('1–1,000 of 4,500');
    expect(shownRowsText(4500, 4, 1000)).toBe('4,001–4,500 of 4,500');
    expect(shownRowsText(0, 0, 100)).toBe('0–0 of 0');
    expect(shownRowsText(100_000, 0, 100_000)).toBe('1–100,000 of 100,000');
  });

  it('offers the page sizes in a select labelled "Rows per page:" and pages with the buttons', () => {
    render(<Pages rowCount={250} />);
    const previous = screen.getByRole('button', { name: 'Go to previous page' });
    const next = screen.getByRole('button', { name: 'Go to next page' });
    // one page of 1000: both buttons are off
    expect(screen.getByText('1–250 of 250')).toBeTruthy();
    expect(previous).toHaveProperty('disabled', true);
    expect(next).toHaveProperty('disabled', true);

    const sizes = screen.getByRole('combobox', { name: 'Rows per page:' });
    expect(sizes.tagName).toBe('SELECT');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['100', '1000', '5000', '100000']);
    expect((sizes as HTMLSelectElement).value).toBe('1000');
    fireEvent.change(sizes, { target: { value: '100' } });
    expect(screen.getByText('1–100 of 250')).toBeTruthy();
    expect(previous).toHaveProperty('disabled', true);
    expect(next).toHaveProperty('disabled', false);

    fireEvent.click(next);
    expect(screen.getByText('101–200 of 250')).toBeTruthy();
    fireEvent.click(previous);
    expect(screen.getByText('1–100 of 250')).toBeTruthy();
  });

  it('keeps the focus on a page button when the one pressed turns off at the last or first page', () => {
    render(<Pages rowCount={250} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page:' }), { target: { value: '100' } });
    const previous = screen.getByRole('button', { name: 'Go to previous page' });
    const next = screen.getByRole('button', { name: 'Go to next page' });

    next.focus();
    fireEvent.click(next);
    expect(document.activeElement).toBe(next);
    fireEvent.click(next);
    // the last page: next is off, and the focus is on previous rather than lost
    expect(screen.getByText('201–250 of 250')).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(previous);

    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(screen.getByText('1–100 of 250')).toBeTruthy();
    expect(document.activeElement).toBe(next);
  });
});
