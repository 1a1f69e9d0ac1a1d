// Packs a small JSON value into a URL-hash-safe string (deflate + base64url) and back. Used to make
// a chart of uploaded (private, never uploaded anywhere) data shareable: the link carries that
// chart's own normalised data. Beyond MAX_HASH_DATA_CHARS the caller offers a file export instead.
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';

/** Links longer than this are unreliable in chat apps, mail clients and some browsers. */
export const MAX_HASH_DATA_CHARS = 32 * 1024;

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export type Packed =
  { ok: true; text: string } | { ok: false; reason: 'too-large'; chars: number; limit: number };

export function packForHash(value: unknown, limit: number = MAX_HASH_DATA_CHARS): Packed {
  const text = toBase64Url(deflateSync(strToU8(JSON.stringify(value)), { level: 9 }));
  return text.length <= limit
    ? { ok: true, text }
    : { ok: false, reason: 'too-large', chars: text.length, limit };
}

export type Unpacked = { ok: true; value: unknown } | { ok: false; error: string };

export function unpackFromHash(text: string): Unpacked {
  if (!/^[A-Za-z0-9_-]*$/.test(text))
    return { ok: false, error: 'the data in the link has characters a link never contains' };
  try {
    return { ok: true, value: JSON.parse(strFromU8(inflateSync(fromBase64Url(text)))) };
  } catch (e) {
    return { ok: false, error: `the data in the link is damaged (${(e as Error).message})` };
  }
}
