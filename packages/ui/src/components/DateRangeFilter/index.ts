export {
  DateRangeFilter,
  type DateRangeFilterProps,
  type DateRangePresetOption,
  type DateRangeValue,
} from './DateRangeFilter';
