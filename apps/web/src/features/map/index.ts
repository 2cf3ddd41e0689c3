// What other screens embed: the profile's small map.
export { PropertyMapThumbnail } from './property-map-thumbnail';
