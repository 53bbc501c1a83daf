// The Start Date / End Date pair of a filter bar (lib/date-range.ts): each bounded by the other, the
// end date's error under it.
import { dateRangeBounds, type DateRange, type DateRangeErrors } from '../../lib/date-range.ts';
import { FilterDateField } from './filter-date-field.tsx';

export type FilterDateRangeProps = {
  values: DateRange;
  errors: DateRangeErrors;
  onChange: (field: keyof DateRange) => (event: { target: { value: string } }) => void;
};

export function FilterDateRange({ values, errors, onChange }: FilterDateRangeProps) {
  const bounds = dateRangeBounds(values);
  return (
    <>
      <FilterDateField
        label="Start Date"
        value={values.startDate}
        onChange={onChange('startDate')}
        error={errors.startDate}
        bounds={bounds.start}
      />
      <FilterDateField
        label="End Date"
        value={values.endDate}
        onChange={onChange('endDate')}
        error={errors.endDate}
        bounds={bounds.end}
      />
    </>
  );
}
