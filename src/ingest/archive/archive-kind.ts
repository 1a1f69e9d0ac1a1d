// What kind of archive some bytes are, from their magic numbers alone. No dependencies, so the
// page's upload planner can use it without pulling in the unpackers.

export type ArchiveKind = 'zip' | 'gzip' | 'tar';

/** A tar header block: `ustar` at offset 257 (POSIX `ustar\0`, GNU `ustar  `). */
export function isTarHead(bytes: Uint8Array): boolean {
  return bytes.length >= 262 && String.fromCharCode(...bytes.subarray(257, 262)) === 'ustar';
}

/** Recognises an archive by its magic bytes (name only as a hint for nothing: content decides). */
export function archiveKind(bytes: Uint8Array): ArchiveKind | undefined {
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5))
    return 'zip';
  if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) return 'gzip';
  if (isTarHead(bytes)) return 'tar';
  return undefined;
}
