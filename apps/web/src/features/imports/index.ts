// What other features use of this one; they import it only from here (eslint.config.js).
export { ImportButton } from './import-button';
export { fileToBase64 } from './import-call';
