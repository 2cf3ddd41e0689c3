// What other features use of this one; they import it only from here (eslint.config.js). The AP
// reports themselves are catalogue reports, drawn by the reports feature.
export {};
