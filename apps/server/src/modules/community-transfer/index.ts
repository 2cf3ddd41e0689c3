/** Community transfer between management companies (issue 26; spec 1 §2.2, §3.5b). */
export { communityTransferRoutes } from './routes';
