// Deliberately broken: shared/ code reaching for the DOM and Node. The layer test type-checks
// this text as if it were a file in shared/ and expects each line to fail.
export const title = document.title;
export const width = window.innerWidth;
export const env = process.env.HOME;
