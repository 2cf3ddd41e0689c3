/**
 * Bank files other projects published, kept outside the repository in ../shared/samples/bank-files
 * (see SOURCES.md there); tests read them by name from this folder.
 */
export const bankFileSamples = new URL('../../../../shared/samples/bank-files/', import.meta.url);

/**
 * Statement and return files other projects published, checked with independent readers, kept in
 * ../shared/samples/bank-files-interop (bai2/, camt/ with each file's expected.json from genkgo/camt,
 * ofx/, nacha-returns/; sources.tsv names the origin of each).
 */
export const bankFileInteropSamples = new URL(
  '../../../../shared/samples/bank-files-interop/',
  import.meta.url,
);
