// The slashes a path or URL a link or a service controls ends with, matched in time linear in its length. Plain
// `/\/+$/` tries again from every slash of a run and reads to the run's end each time (the square of its length in a
// backtracking engine, for many slashes followed by anything else); the lookbehind lets a match start only at a run's
// first slash, so each run is read once and given back once.
export const TRAILING_SLASHES = /(?<!\/)\/+$/;
