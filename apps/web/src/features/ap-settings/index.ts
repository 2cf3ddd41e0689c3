export { ApSettingsPanel } from './ap-settings-panel';
