export { FilterBar, type FilterBarProps } from './filter-bar.tsx';
export { FilterButtons, type FilterButtonsProps } from './filter-buttons.tsx';
export { FilterDateField, type FilterDateFieldProps } from './filter-date-field.tsx';
export { FilterDateRange, type FilterDateRangeProps } from './filter-date-range.tsx';
export { FilterSelect, type FilterOption, type FilterSelectProps } from './filter-select.tsx';
export { FilterPanel } from './filter-panel.tsx';
export { useFilterValues } from './use-filter-values.ts';
