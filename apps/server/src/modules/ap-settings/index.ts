export { apSettingsRoutes } from './routes';
export { readCommunityApSettings } from './ap-settings-row';
