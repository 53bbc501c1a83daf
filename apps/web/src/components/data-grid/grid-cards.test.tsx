// The grid's rows as cards at a phone's width: plain elements (decision 082) that still select, open
// their title on a tap, and are drawn again only when their own row or selection changes.
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CellButton, CellLink, DataGrid, type GridColumn, type RowSelection } from './index.ts';

type Order = { id: number; po: string; status: string };

const orders: Order[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  po: `PO${i + 1}`,
  status: i % 2 ? 'Closed' : 'Open',
}));

const CARD_COLUMNS = ['po', 'status'];

function Grid({ columns }: { columns: GridColumn<Order>[] }) {
  const [selected, setSelected] = useState<RowSelection>({});
  return (
    <ThemeProvider theme={createTheme()}>
      <DataGrid
        label="Orders"
        rows={orders}
        columns={columns}
        getRowId={(o) => String(o.id)}
        getRowLabel={(o) => o.po}
        cardColumns={CARD_COLUMNS}
        selection={{ selected, onChange: setSelected }}
      />
    </ThemeProvider>
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
const cardOf = (po: string) => cards().find((card) => within(card).queryByText(po) !== null)!;

describe('the grid as cards', () => {
  beforeEach(() => {
    // a phone: every "down(...)" query matches
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("selects with the browser's own labelled checkbox, and redraws only the card that changed", async () => {
    const drawn = new Map<number, number>();
    const columns: GridColumn<Order>[] = [
      { id: 'po', header: 'PO', text: (o) => o.po, width: 100 },
      {
        id: 'status',
        header: 'Status',
        text: (o) => {
          drawn.set(o.id, (drawn.get(o.id) ?? 0) + 1);
          return o.status;
        },
        width: 100,
      },
    ];
    render(<Grid columns={columns} />);
    // the first cards at once, the rest in a transition
    await screen.findByText('PO12');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(cards()).toHaveLength(12);

    const box = within(cardOf('PO3')).getByRole<HTMLInputElement>('checkbox', { name: 'Select row PO3' });
    expect(box.tagName).toBe('INPUT');
    expect(box.checked).toBe(false);
    const before = new Map(drawn);
    fireEvent.click(box);
    expect(
      within(cardOf('PO3')).getByRole<HTMLInputElement>('checkbox', { name: 'Select row PO3' }).checked,
    ).toBe(true);

    // the selected card was drawn again; the other eleven were not
    expect(drawn.get(3)).toBeGreaterThan(before.get(3)!);
    for (const order of orders.filter((o) => o.id !== 3))
      expect(drawn.get(order.id)).toBe(before.get(order.id));
  });

  it("opens the title's button on a tap anywhere on the card, and draws cell links as plain links", async () => {
    const opened: string[] = [];
    const columns: GridColumn<Order>[] = [
      {
        id: 'po',
        header: 'PO',
        text: (o) => o.po,
        render: (o) => <CellButton label={o.po} onClick={() => opened.push(o.po)} />,
        width: 100,
      },
      {
        id: 'status',
        header: 'Status',
        text: (o) => o.status,
        render: (o) => <CellLink href={`/status/${o.status}`}>{o.status}</CellLink>,
        width: 100,
      },
    ];
    render(<Grid columns={columns} />);
    await screen.findByRole('button', { name: 'PO2' });

    fireEvent.click(within(cardOf('PO2')).getByText('Status'));
    expect(opened).toEqual(['PO2']);

    const title = within(cardOf('PO2')).getByRole('button', { name: 'PO2' });
    expect(title.className).toBe('grid-link');
    expect(title.getAttribute('aria-haspopup')).toBe('dialog');
    const link = within(cardOf('PO2')).getByRole('link', { name: 'Closed' });
    expect(link.className).toBe('grid-link');
    expect(link.getAttribute('href')).toBe('/status/Closed');
    // a tap on the card's own link is the link's, not the title's
    fireEvent.click(link);
    expect(opened).toEqual(['PO2']);
  });
});
