// The form of an Add / Edit drawer of the Users and User Groups screens: opened for a new record
// ('new'), for a listed one, or closed (null). Each opening starts from the record as listed (or
// blank) and from no earlier refusal; an edit names the version its values were read at, and after a
// refusal for a newer version `loadLatest` puts the newer record in the form (decision 100).
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { isStaleVersion, newerRecordOf, type Schema } from '../../../lib/stale-version.ts';

type Write = { isPending: boolean; error: unknown; reset: () => void };

export function useEditDrawerForm<R extends { version: number }, V extends FieldValues>(options: {
  editing: R | 'new' | null;
  empty: V;
  valuesOf: (record: R) => V;
  resolver: Resolver<V>;
  /** the record's schema, to read the newer one a refusal carries */
  schema: Schema<R>;
  create: Write;
  update: Write;
}) {
  const { editing, empty, valuesOf, resolver, schema, create, update } = options;
  const existing = editing !== null && editing !== 'new' ? editing : null;
  const form = useForm<V>({ defaultValues: empty as DefaultValues<V>, resolver });
  // the version the form's values were read at: the listed record's, or the newer one loaded after a refusal
  const [version, setVersion] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (editing === null) return;
    form.reset(existing ? valuesOf(existing) : empty);
    setVersion(existing?.version);
    create.reset();
    update.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each opening only
  }, [editing]);

  const loadLatest = () => {
    const newer = newerRecordOf(update.error, schema);
    if (newer) {
      setVersion(newer.version);
      form.reset(valuesOf(newer));
    }
    update.reset();
  };

  return {
    form,
    existing,
    /** the version an edit names */
    version: version ?? existing?.version ?? 0,
    saving: create.isPending || update.isPending,
    stale: isStaleVersion(update.error),
    loadLatest,
  };
}
