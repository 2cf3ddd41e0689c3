export {
  CustomFieldValues,
  customFieldsQueryRoot,
  customFieldValuesQueryKey,
} from './custom-field-values';
