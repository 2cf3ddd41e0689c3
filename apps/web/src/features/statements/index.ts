// What other features use of this one; they import it only from here (eslint.config.js).
export { countText } from './count-text';
export { downloadPdf } from './download-pdf';
export { LabelsModal } from './labels-modal';
export { downloadPropertyStatement } from './statement-download';
export { StatementsModal } from './statements-modal';
