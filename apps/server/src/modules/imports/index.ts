export { importsRoutes } from './routes';
export { readImportFile } from './read-import-file';
