/** AP reports and the AP dashboard (spec 2 §2 'dashboard', §7 'Reports in this area', 1099). */
export { apReportsRoutes } from './routes';
