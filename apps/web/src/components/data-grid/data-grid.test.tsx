import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_GRID_TEXT } from '@vp/contracts';
import { DataGrid, type GridColumn, type RowSelection } from './index.ts';

type Order = { id: number; po: string; status: string; date: string };

const columns: GridColumn<Order>[] = [
  { id: 'po', header: 'PO', text: (o) => o.po, sortKey: (o) => o.id, width: 100 },
  { id: 'status', header: 'Status', text: (o) => o.status, width: 120 },
  { id: 'date', header: 'Work Date', text: (o) => o.date, sortKey: (o) => Date.parse(o.date), width: 160 },
];

/** Order n is dated n days after 2025-01-01: the highest id is the newest. */
function makeOrders(count: number, statuses = ['Open', 'Closed']): Order[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    po: `PO${i + 1}`,
    status: statuses[i % statuses.length] as string,
    date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
  }));
}

function Grid({ rows, onSelection }: { rows: Order[]; onSelection?: (s: RowSelection) => void }) {
  const [selected, setSelected] = useState<RowSelection>({});
  return (
    <ThemeProvider theme={createTheme()}>
      <DataGrid
        label="Orders"
        rows={rows}
        columns={columns}
        getRowId={(o) => String(o.id)}
        getRowLabel={(o) => o.po}
        defaultSort={{ columnId: 'date', desc: true }}
        selection={{
          selected,
          onChange: (next) => {
            setSelected(next);
            onSelection?.(next);
          },
        }}
      />
    </ThemeProvider>
  );
}

// `hidden`: an open filter popover hides the rest of the page from the accessibility tree
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Orders', hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .filter((row) => row.getAttribute('aria-hidden') !== 'true');
const firstCellTexts = () =>
  bodyRows()
    .slice(0, 3)
    .map((row) => within(row).getAllByRole('cell', { hidden: true })[1]?.textContent);

// jsdom lays nothing out; give the scrolling box a height so the virtualizer renders rows
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 700 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});
afterEach(cleanup);

describe('DataGrid', () => {
  it("shows 'No Rows' when there are no rows", () => {
    render(<Grid rows={[]} />);
    expect(screen.getByText(EMPTY_GRID_TEXT)).toBeTruthy();
  });

  it('renders only the rows in view of a large page', () => {
    render(<Grid rows={makeOrders(1000)} />);
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(60);
    expect(screen.getByRole('table', { name: 'Orders' }).getAttribute('aria-rowcount')).toBe('1001');
  });

  it('sorts by the date column descending by default, then a header sorts descending first, then ascending', () => {
    render(<Grid rows={makeOrders(30)} />);
    const dateHeader = screen.getByRole('columnheader', { name: /Work Date/ });
    expect(dateHeader.getAttribute('aria-sort')).toBe('descending');
    expect(firstCellTexts()).toEqual(['PO30', 'PO29', 'PO28']);

    const poHeader = screen.getByRole('columnheader', { name: /^PO/ });
    expect(poHeader.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(poHeader).getByRole('button', { name: 'PO' }));
    expect(poHeader.getAttribute('aria-sort')).toBe('descending');
    expect(dateHeader.getAttribute('aria-sort')).toBe('none');
    expect(firstCellTexts()).toEqual(['PO30', 'PO29', 'PO28']);

    fireEvent.click(within(poHeader).getByRole('button', { name: 'PO' }));
    expect(poHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(firstCellTexts()).toEqual(['PO1', 'PO2', 'PO3']);

    // no third "unsorted" state: back to descending
    fireEvent.click(within(poHeader).getByRole('button', { name: 'PO' }));
    expect(poHeader.getAttribute('aria-sort')).toBe('descending');
  });

  it('selects rows with labelled checkboxes and all rows with the header box', () => {
    const onSelection = vi.fn();
    render(<Grid rows={makeOrders(5)} onSelection={onSelection} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row PO3' }));
    expect(onSelection).toHaveBeenLastCalledWith({ '3': true });
    expect((screen.getByRole('checkbox', { name: 'Select row PO3' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('1 row selected')).toBeTruthy();

    // some rows: a dash; all rows: a tick, never both (issue 15)
    const selectAll = () => screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    expect(selectAll().indeterminate).toBe(true);
    expect(selectAll().checked).toBe(false);
    fireEvent.click(selectAll());
    expect(Object.keys(onSelection.mock.lastCall?.[0] ?? {}).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(selectAll().checked).toBe(true);
    expect(selectAll().indeterminate).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelection).toHaveBeenLastCalledWith({});
  });

  // MUI's 120 tick boxes take a while in jsdom on a busy machine
  it(
    'lists 50 unique values, 25 more on each scroll to the end, and filters by the ticked one',
    { timeout: 20_000 },
    () => {
      render(<Grid rows={makeOrders(120)} />);
      fireEvent.click(screen.getByRole('button', { name: 'Filter PO' }));
      const dialog = screen.getByRole('dialog', { name: 'Filter PO' });
      const values = within(dialog).getByRole('group', { name: 'Values of PO' });
      expect(within(values).getAllByRole('checkbox')).toHaveLength(50);
      expect(within(dialog).getByText('Showing 50 of 120 values')).toBeTruthy();

      // jsdom reports no sizes, so every scroll counts as reaching the end
      fireEvent.scroll(values);
      expect(within(values).getAllByRole('checkbox')).toHaveLength(75);
      fireEvent.scroll(values);
      fireEvent.scroll(values);
      fireEvent.scroll(values);
      expect(within(values).getAllByRole('checkbox')).toHaveLength(120);

      // values come in the column's sort order (by id), not as text ('PO10' before 'PO2')
      expect(within(values).getAllByRole('checkbox')[1]?.closest('label')?.textContent).toBe('PO2 (1)');
      fireEvent.click(within(values).getByRole('checkbox', { name: 'PO7 (1)' }));
      const rows = bodyRows();
      expect(rows).toHaveLength(1);
      expect(
        within(rows[0] as HTMLElement).getByRole('checkbox', { name: 'Select row PO7', hidden: true }),
      ).toBeTruthy();

      fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
      expect(bodyRows().length).toBeGreaterThan(1);
    },
  );

  it('narrows the filter list by a search and shows the empty text when a filter leaves nothing', () => {
    render(<Grid rows={makeOrders(10, ['Open', 'Closed', 'On Hold'])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filter Status' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter Status' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search values' }), {
      target: { value: 'o' },
    });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Closed (3)', 'On Hold (3)', 'Open (4)']);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'On Hold (3)' }));
    expect(bodyRows()).toHaveLength(3);
  });

  it('pages 1000 rows by default and offers 100, 1000, 5000 and 100000 rows per page', () => {
    render(<Grid rows={makeOrders(1500)} />);
    expect(screen.getByText('1–1,000 of 1,500')).toBeTruthy();
    const sizes = screen.getByRole('combobox', { name: /Rows per page/ });
    const options = within(sizes).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['100', '1000', '5000', '100000']);
    fireEvent.change(sizes, { target: { value: '100' } });
    expect(screen.getByText('1–100 of 1,500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('101–200 of 1,500')).toBeTruthy();
    expect(firstCellTexts()).toEqual(['PO1400', 'PO1399', 'PO1398']);
  });
});
