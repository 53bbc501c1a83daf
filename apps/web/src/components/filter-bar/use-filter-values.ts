// A filter bar's values as typed (each field's change handler) and its Reset, which searches with the
// default filters too: a vendor sees the default filters' rows, not the last search's rows under the
// default filters (issue 38 point 5).
import { useState } from 'react';

export function useFilterValues<V>(
  defaults: () => V,
  onSearch: (values: V) => void,
  /** the values it opens with, the defaults unless given */
  initial?: V,
) {
  const [values, setValues] = useState<V>(() => initial ?? defaults());
  const set = (field: keyof V) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));
  const reset = () => {
    const fresh = defaults();
    setValues(fresh);
    onSearch(fresh);
  };
  return { values, set, reset };
}
