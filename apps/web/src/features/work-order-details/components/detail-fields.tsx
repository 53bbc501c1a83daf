// Label and value pairs of a record, two columns from 600 px, one below (a description list, so
// each value is read with its label); an empty value keeps its line (the one list of
// components/key-value-list.tsx).
import { KeyValueList, type KeyValue } from '../../../components/key-value-list.tsx';

export type DetailField = KeyValue;

export function DetailFields({ fields, columns = 2 }: { fields: readonly DetailField[]; columns?: 1 | 2 }) {
  return <KeyValueList items={fields} columns={columns} gap={[3, 1.5]} empty="line" />;
}
