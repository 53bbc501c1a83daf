import { act, cleanup, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { useLoadErrorToast } from './use-load-error-toast.ts';

afterEach(cleanup);

type Query = { isError: boolean; error: unknown; errorUpdatedAt: number };

function Probe({ query }: { query: Query }) {
  useLoadErrorToast(query);
  return null;
}

describe('load failure toast (SPEC section 8)', () => {
  it("shows the error's message once per failure, nothing while loads succeed", async () => {
    const ok: Query = { isError: false, error: null, errorUpdatedAt: 0 };
    const failed: Query = {
      isError: true,
      error: new ApiError(500, 'The zip codes could not be read.', undefined),
      errorUpdatedAt: 1,
    };
    const { rerender } = render(
      <SnackbarProvider>
        <Probe query={ok} />
      </SnackbarProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () =>
      rerender(
        <SnackbarProvider>
          <Probe query={failed} />
        </SnackbarProvider>,
      ),
    );
    expect(await screen.findByText('The zip codes could not be read.')).toBeTruthy();
    // the same failure rendered again: still one toast
    await act(async () =>
      rerender(
        <SnackbarProvider>
          <Probe query={{ ...failed }} />
        </SnackbarProvider>,
      ),
    );
    expect(screen.getAllByText('The zip codes could not be read.')).toHaveLength(1);
  });
});
