// A section's list as a table: while it loads, when the load failed and when it is empty ('OOOPS! No
// record found') as every section shows them (section-data.tsx), otherwise its rows (rows-table.tsx).
import { SectionData, type SectionQuery } from './expandable-sections/index.ts';
import { RowsTable, type RowsTableProps } from './rows-table.tsx';

export type SectionRowsProps<T> = Omit<RowsTableProps<T>, 'rows'> & {
  query: SectionQuery<readonly T[]>;
  /** Names what loads, for the spinner's label: 'Loading {loading}'. */
  loading: string;
};

export function SectionRows<T>({ query, loading, ...table }: SectionRowsProps<T>) {
  return (
    <SectionData query={query} label={loading} isEmpty={(rows) => rows.length === 0}>
      {(rows) => <RowsTable {...table} rows={rows} />}
    </SectionData>
  );
}
