export { apChecksRoutes } from './routes';
export { postCheckRun } from './post-check-run';
export { writeCheckRunPdf } from './write-check-run-pdf';
export { useMicrFont } from './micr-font';
