// Character codes the byte-level log scanners (scan.ts over text, stream.ts over Blob slices) compare
// with: one list, so both read a line the same way.
export const LF = 10;
export const CR = 13;
export const SPACE = 32;
export const COMMA = 44;
export const MINUS = 45;
export const ZERO = 48;
export const NINE = 57;
export const X = 120;
