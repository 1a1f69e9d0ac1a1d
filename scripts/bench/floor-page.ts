// What the floors (floor.ts) call inside the page, bundled into one script by floor.ts's
// `floorPageScript` and set as the global `__floor`: the import's own CRC-32, and a zip's central
// directory read the plain way (no zip64, no cut archives: the bench makes its zip itself).

export { crc32 } from '../../src/ingest/archive/crc32';

export interface FloorMember {
  name: string;
  method: number;
  /** Offset of the member's data (after its local header). */
  start: number;
  compressed: number;
  /** Declared size once inflated (fflate inflates into a buffer of it, as the import does). */
  size: number;
  crc: number;
}

/** The members of a zip from its central directory. */
export function listZip(buf: Uint8Array): FloorMember[] {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  let eocd = buf.length - 22;
  while (eocd >= 0 && view.getUint32(eocd, true) !== 0x06054b50) eocd--;
  const count = view.getUint16(eocd + 10, true);
  let p = view.getUint32(eocd + 16, true);
  const names = new TextDecoder();
  const members: FloorMember[] = [];
  for (let i = 0; i < count; i++) {
    const nameLen = view.getUint16(p + 28, true);
    const local = view.getUint32(p + 42, true);
    members.push({
      name: names.decode(buf.subarray(p + 46, p + 46 + nameLen)),
      method: view.getUint16(p + 10, true),
      start: local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true),
      compressed: view.getUint32(p + 20, true),
      size: view.getUint32(p + 24, true),
      crc: view.getUint32(p + 16, true),
    });
    p += 46 + nameLen + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
  }
  return members;
}
