// CSV text (RFC 4180) read and written by every import and bank file, and cents as dollars text.
export * from './csv';
export { dollars } from './dollars';
