/** Lockbox: upload, review, post and history of lockbox files (spec 2 §7 'Lockbox'). */
export { lockboxRoutes } from './routes';
