// The column layout's rules (issue 15, decision 039).
import { describe, expect, it } from 'vitest';
import {
  applyColumnLayout,
  moveColumn,
  orderedIds,
  parseLayout,
  toggleColumn,
  type ColumnLayout,
} from './column-layout.ts';

const columns = ['po', 'client', 'store', 'nte'].map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((column) => column.id);

describe('column layout', () => {
  it('shows every column in the given order by default', () => {
    expect(ids(applyColumnLayout(columns, { order: [], hidden: [] }))).toEqual([
      'po',
      'client',
      'store',
      'nte',
    ]);
  });

  it('applies the order and hides, ignores ids the grid lost and appends columns it gained', () => {
    const layout = { order: ['nte', 'gone', 'po'], hidden: ['client', 'gone'] };
    expect(ids(applyColumnLayout(columns, layout))).toEqual(['nte', 'po', 'store']);
    expect(orderedIds(columns, layout)).toEqual(['nte', 'po', 'client', 'store']);
  });

  it('moves a column up and down among all of them, and not past the ends', () => {
    let layout = moveColumn(columns, { order: [], hidden: [] }, 'nte', -1);
    expect(orderedIds(columns, layout)).toEqual(['po', 'client', 'nte', 'store']);
    layout = moveColumn(columns, layout, 'po', -1);
    expect(orderedIds(columns, layout)).toEqual(['po', 'client', 'nte', 'store']);
    layout = moveColumn(columns, layout, 'po', 1);
    expect(orderedIds(columns, layout)).toEqual(['client', 'po', 'nte', 'store']);
  });

  it('hides and shows a column, but never the last one shown', () => {
    let layout: ColumnLayout = { order: [], hidden: [] };
    for (const id of ['po', 'client', 'store']) layout = toggleColumn(columns, layout, id);
    expect(ids(applyColumnLayout(columns, layout))).toEqual(['nte']);
    expect(toggleColumn(columns, layout, 'nte')).toBe(layout);
    layout = toggleColumn(columns, layout, 'client');
    expect(ids(applyColumnLayout(columns, layout))).toEqual(['client', 'nte']);
  });

  it('reads a stored layout, and the default from nothing or garbage', () => {
    expect(parseLayout('{"order":["nte"],"hidden":["po",3]}')).toEqual({ order: ['nte'], hidden: ['po'] });
    for (const text of [null, '', 'not json', '[1,2]', '{"order":"x"}'])
      expect(parseLayout(text)).toEqual({ order: [], hidden: [] });
  });
});
