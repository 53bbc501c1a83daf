// The one read-only list of labelled values (drawers, company profile, order details): plain <dt>/<dd>
// pairs read as terms and their definitions, with MUI's caption and body2 looks set once on the list
// rather than a Typography per label and value, and an empty value as a dash or as an empty line.
import { cleanup, render, screen, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { afterEach, expect, it } from 'vitest';
import { KeyValueList } from './key-value-list.tsx';

afterEach(cleanup);

// a theme whose caption and body2 differ from the browser's defaults (the app's own is in app/, which
// components do not import)
const theme = createTheme({ typography: { fontSize: 13 } });

/** A theme font size ('0.8125rem') in px, as the browser computes it. */
const px = (size: string | number | undefined) => parseFloat(String(size)) * 16;

const ITEMS = [
  { label: 'Invoice #', value: 'INV-1001' },
  { label: 'Check #', value: '' },
  { label: 'Client', value: <a href="/x">Acme</a> },
];

it('lists each label with its value, an empty one as a dash, in plain elements styled by the list', () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <KeyValueList items={ITEMS} label="Invoice" />
    </ThemeProvider>,
  );
  const list = screen.getByLabelText('Invoice');
  expect(list.tagName).toBe('DL');
  const terms = within(list).getAllByRole('term');
  const values = within(list).getAllByRole('definition');
  expect(terms.map((term) => term.textContent)).toEqual(['Invoice #', 'Check #', 'Client']);
  expect(values.map((value) => value.textContent)).toEqual(['INV-1001', '—', 'Acme']);
  expect(within(values[2]!).getByRole('link', { name: 'Acme' })).toBeTruthy();
  // no component per pair: nothing of MUI's inside the list
  expect(container.querySelectorAll('dl [class*="Mui"]')).toHaveLength(0);
  // MUI's caption and body2, from the theme
  expect(parseFloat(getComputedStyle(terms[0]!).fontSize)).toBeCloseTo(px(theme.typography.caption.fontSize));
  expect(parseFloat(getComputedStyle(values[0]!).fontSize)).toBeCloseTo(px(theme.typography.body2.fontSize));
  expect(getComputedStyle(values[0]!).marginLeft).toBe('0px');
});

it("keeps an empty value's line instead of a dash where asked (the order's details)", () => {
  render(
    <ThemeProvider theme={theme}>
      <KeyValueList items={ITEMS} label="Order" empty="line" />
    </ThemeProvider>,
  );
  const values = within(screen.getByLabelText('Order')).getAllByRole('definition');
  expect(values[1]!.textContent).toBe('');
  // 1.5em of body2
  expect(parseFloat(getComputedStyle(values[1]!).minHeight)).toBeCloseTo(
    1.5 * px(theme.typography.body2.fontSize),
  );
});
