// What a validation file says about itself besides its rows (headers, trailers, file names).
// The caller passes it in, so the writers stay pure: the same rows and meta give the same bytes.

export interface ValidationFileMeta {
  /** The day the file is made, ISO YYYY-MM-DD. */
  fileDate: string;
  /** The time it is made, HHMM on a 24-hour clock. */
  fileTime: string;
  /** The bank's agent id in the books. */
  bankId: number;
  /** The bank's alias, or its name when it has none. */
  bankName: string;
  /** The management company that sends the file. */
  companyName: string;
}
