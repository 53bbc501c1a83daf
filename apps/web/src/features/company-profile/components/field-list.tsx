// The company profile's read-only label/value pairs: one column at 375 px, up to three on wide
// screens, an empty value as a dash (the one list of components/key-value-list.tsx).
import { KeyValueList, type KeyValue } from '../../../components/key-value-list.tsx';
import { TitledBlock } from '../../../components/titled-block.tsx';

export type Field = KeyValue;

export function FieldList({ fields, label }: { fields: Field[]; label?: string }) {
  return <KeyValueList items={fields} label={label} columns={3} gap={[1.5, 1.5]} />;
}

/** A titled group of the profile's fields (Company, Mailing, Check Address), the list named by `label`. */
export function FieldGroup({
  title,
  label = title,
  fields,
}: {
  title: string;
  label?: string;
  fields: Field[];
}) {
  return (
    <TitledBlock title={title}>
      <FieldList label={label} fields={fields} />
    </TitledBlock>
  );
}
