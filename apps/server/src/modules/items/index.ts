export { itemsRoutes } from './routes';
export { removeItemWithRelated } from './remove-item-with-related';
