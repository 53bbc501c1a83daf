import { describe, expect, it } from 'vitest';
import { GRID_CHECKBOX_COLUMN_WIDTH } from '../layout-sizes.ts';
import { gridPins } from './grid-pins.ts';

const columns = [
  { id: 'when', width: 190, pin: 'start' as const },
  { id: 'action', width: 210, pin: 'start' as const },
  { id: 'before', width: 260 },
  { id: 'after', width: 260 },
  { id: 'links', width: 120, pin: 'end' as const },
  { id: 'buttons', width: 230, pin: 'end' as const },
];

describe('gridPins', () => {
  it('holds start columns at the summed widths before them, end columns at those after them', () => {
    const pins = gridPins(columns, false);
    expect(pins.of('when')).toEqual({ className: 'grid-pin', style: { left: 0 } });
    expect(pins.of('action')).toEqual({ className: 'grid-pin grid-pin-start-edge', style: { left: 190 } });
    expect(pins.of('before')).toBeUndefined();
    expect(pins.of('links')).toEqual({ className: 'grid-pin grid-pin-end-edge', style: { right: 230 } });
    expect(pins.of('buttons')).toEqual({ className: 'grid-pin', style: { right: 0 } });
    expect(pins.checkbox).toBeUndefined();
  });

  it('pins the checkbox column with the start columns, which follow it', () => {
    const pins = gridPins(columns, true);
    expect(pins.checkbox).toEqual({ className: 'grid-pin', style: { left: 0 } });
    expect(pins.of('when')?.style).toEqual({ left: GRID_CHECKBOX_COLUMN_WIDTH });
  });

  it('pins nothing for a grid without pinned columns, the checkbox included', () => {
    const pins = gridPins([{ id: 'a', width: 100 }], true);
    expect(pins.checkbox).toBeUndefined();
    expect(pins.of('a')).toBeUndefined();
  });
});
