/**
 * Bank files other projects published, kept outside the repository in ../shared/samples/bank-files
 * (see SOURCES.md there); tests read them by name from this folder.
 */
export const bankFileSamples = new URL('../../../../shared/samples/bank-files/', import.meta.url);
