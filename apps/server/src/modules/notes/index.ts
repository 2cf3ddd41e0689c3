export { notesRoutes } from './routes';
// The portal's owner replies to a violation are comments (type 64) on it, written the same way.
export { insertNoteItem } from './note-writes';
