// What other features use of this one; they import it only from here (eslint.config.js).
export { CodeChecklist } from './code-checklist';
export { RunPanel } from './run-panel';
