import { act, cleanup, render, screen } from '@testing-library/react';
import ToastStack from '../../../components/toast-stack.tsx';
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
      <ToastStack>
        <Probe query={ok} />
      </ToastStack>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () =>
      rerender(
        <ToastStack>
          <Probe query={failed} />
        </ToastStack>,
      ),
    );
    expect(await screen.findByText('The zip codes could not be read.')).toBeTruthy();
    // the same failure rendered again: still one toast
    await act(async () =>
      rerender(
        <ToastStack>
          <Probe query={{ ...failed }} />
        </ToastStack>,
      ),
    );
    expect(screen.getAllByText('The zip codes could not be read.')).toHaveLength(1);
  });
});
