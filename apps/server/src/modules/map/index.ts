export { mapRoutes } from './routes';
export { readMapSettings } from './map-settings';
