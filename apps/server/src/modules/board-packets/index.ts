/**
 * Board packets (issue 24 item 6): for a community and a month, the close checklist and the
 * sealed, versioned packet (the community's report package as one PDF, SHA-256 of its bytes with
 * who and when), published to the board and, as a homeowner edition that identifies no owner (and
 * holds only the uploaded PDFs chosen for it), to owners through the portal.
 */
export { boardPacketRoutes } from './routes';
