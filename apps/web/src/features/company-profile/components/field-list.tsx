// The company profile's read-only label/value pairs: one column at 375 px, up to three on wide
// screens, an empty value as a dash (the one list of components/key-value-list.tsx).
import { KeyValueList, type KeyValue } from '../../../components/key-value-list.tsx';

export type Field = KeyValue;

export function FieldList({ fields, label }: { fields: Field[]; label?: string }) {
  return <KeyValueList items={fields} label={label} columns={3} gap={[1.5, 1.5]} />;
}
