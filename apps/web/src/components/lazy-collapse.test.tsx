// The fold draws its content the first time it opens and keeps it: closed at first, nothing of it is
// rendered (a phone's list page pays for none of its fields); opened, it is there; closed again, what
// was typed stays; open from the start (a desktop), it is drawn at once.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { LazyCollapse } from './lazy-collapse.tsx';

afterEach(cleanup);

let renders = 0;
function Field() {
  renders += 1;
  return <input aria-label="PO #" />;
}

function Fold({ startOpen }: { startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <button aria-expanded={open} aria-controls="fold" onClick={() => setOpen((value) => !value)}>
        Filters
      </button>
      <LazyCollapse in={open} id="fold">
        <Field />
      </LazyCollapse>
    </>
  );
}

it('draws its content when first opened, and keeps it, and what was typed, once closed', () => {
  renders = 0;
  const { container } = render(<Fold startOpen={false} />);
  // the fold itself is there for the button's aria-controls, empty
  expect(container.querySelector('#fold')).not.toBeNull();
  expect(screen.queryByLabelText('PO #')).toBeNull();
  expect(renders).toBe(0);

  fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
  const field = screen.getByLabelText<HTMLInputElement>('PO #');
  fireEvent.change(field, { target: { value: 'PO-1001' } });

  fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
  expect(screen.getByLabelText<HTMLInputElement>('PO #').value).toBe('PO-1001');
  expect(screen.getByLabelText('PO #')).toBe(field);
});

it('draws its content at once when it starts open', () => {
  render(<Fold startOpen />);
  expect(screen.getByLabelText('PO #')).not.toBeNull();
});
