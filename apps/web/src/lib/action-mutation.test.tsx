// A double click runs a user action once (issue 38 point 2, decision 101): both clicks of a double
// click land before TanStack Query's batched update re-renders the button as disabled, so
// `disabled={isPending}` alone lets the second through; useActionMutation drops it. Once the action
// has settled, the next click is a new action.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useActionMutation } from './action-mutation.ts';

afterEach(cleanup);

function SaveButton({ run, onDone }: { run: () => Promise<string>; onDone: () => void }) {
  const save = useActionMutation({ mutationFn: run, onSuccess: onDone, onError: onDone });
  return (
    <button type="button" disabled={save.isPending} onClick={() => save.mutate()}>
      Save
    </button>
  );
}

function renderSave(run: () => Promise<string>) {
  const done: string[] = [];
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <SaveButton run={run} onDone={() => done.push('toast')} />
    </QueryClientProvider>,
  );
  return done;
}

describe('useActionMutation', () => {
  it('runs a double-clicked action once, with one toast', async () => {
    let calls = 0;
    let finish: (value: string) => void = () => undefined;
    const done = renderSave(() => {
      calls += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const button = screen.getByRole('button', { name: 'Save' });
    // the two clicks of a double click, before any re-render
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(calls).toBeGreaterThan(0));
    await act(async () => finish('ok'));
    await waitFor(() => expect(done.length).toBeGreaterThan(0));
    expect(calls).toBe(1);
    expect(done).toEqual(['toast']);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    // a new click after the answer is a new action
    act(() => fireEvent.click(button));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('takes the next click after a failure', async () => {
    let calls = 0;
    const done = renderSave(async () => {
      calls += 1;
      throw new Error('refused');
    });
    const button = screen.getByRole('button', { name: 'Save' });
    act(() => fireEvent.click(button));
    await waitFor(() => expect(done).toEqual(['toast']));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    act(() => fireEvent.click(button));
    await waitFor(() => expect(calls).toBe(2));
  });
});
