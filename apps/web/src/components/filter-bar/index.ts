export { FilterBar, type FilterBarProps } from './filter-bar.tsx';
export { FilterButtons, type FilterButtonsProps } from './filter-buttons.tsx';
export { FilterDateField, type FilterDateFieldProps } from './filter-date-field.tsx';
