// The theme under the vendor's "reduce motion" setting (decision 078): MUI's transitions take no time,
// buttons draw no ripple, and everything else (the focus ring, colours) is the same as without it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme, prefersReducedMotion } from './theme.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The press ripple's container, which ButtonBase draws in a button on its first press unless ripples are off. */
function rippleOf(reducedMotion: boolean): Element | null {
  const { container, unmount } = render(
    <ThemeProvider theme={createAppTheme({ reducedMotion })}>
      <Button>Search</Button>
    </ThemeProvider>,
  );
  fireEvent.mouseDown(within(container).getByRole('button', { name: 'Search' }));
  const ripple = container.querySelector('.MuiTouchRipple-root');
  unmount();
  return ripple;
}

describe('createAppTheme', () => {
  it('moves as MUI does by default', () => {
    const theme = createAppTheme({ reducedMotion: false });
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.transitions.duration.standard).toBeGreaterThan(0);
    expect(rippleOf(false)).not.toBeNull();
  });

  it('with reduced motion, gives every transition no time and draws no ripple', () => {
    const theme = createAppTheme({ reducedMotion: true });
    expect(Object.values(theme.transitions.duration)).toEqual(Array(7).fill(0));
    expect(theme.transitions.create('width')).toMatch(/^width 0ms /);
    expect(rippleOf(true)).toBeNull();
  });

  it('keeps the focus ring, the colours and the other defaults with reduced motion', () => {
    const moving = createAppTheme({ reducedMotion: false });
    const still = createAppTheme({ reducedMotion: true });
    expect(still.components?.MuiButtonBase?.styleOverrides).toEqual(
      moving.components?.MuiButtonBase?.styleOverrides,
    );
    expect(still.palette.primary.main).toBe(moving.palette.primary.main);
    expect(still.components?.MuiButton?.defaultProps).toEqual(moving.components?.MuiButton?.defaultProps);
  });
});

describe('prefersReducedMotion', () => {
  it("follows the system's setting", () => {
    const asks = (reduce: boolean) =>
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
      }));
    asks(true);
    expect(prefersReducedMotion()).toBe(true);
    asks(false);
    expect(prefersReducedMotion()).toBe(false);
  });
});
