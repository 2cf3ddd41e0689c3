// What other features use of this one; they import it only from here (eslint.config.js).
export { FilterInput, ListPager, SortSelect, useListFilter } from './list-controls';
export { OwnershipTable } from './ownership-table';
