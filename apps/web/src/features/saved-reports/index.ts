// What other features use of this one; they import it only from here (eslint.config.js).
export { SavedReports } from './saved-reports';
export { FilterEditor } from './filter-editor';
