// Packs a small JSON value into a URL-hash-safe string (deflate + base64url) and back. Used to make
// a chart of uploaded (private, never uploaded anywhere) data shareable: the link carries that
// chart's own normalised data. Beyond MAX_HASH_DATA_CHARS the caller offers a file export instead.
// Reading is bounded: anyone can write a link, and 500 KB of deflate data can expand to 500 MB.
import { LINK_DATA_LIMITS } from '../lib/limits';
import { deflateSync, Inflate, strFromU8, strToU8 } from 'fflate';

/** Links longer than this are unreliable in chat apps, mail clients and some browsers. */
export const MAX_HASH_DATA_CHARS = 32 * 1024;

/**
 * Limits on reading link data (numbers in src/lib/limits.ts), far above anything diskscope writes (at
 * most MAX_HASH_DATA_CHARS characters; chart data deflates 4.7× on the fixtures, so such a link
 * inflates to ~120 KB of JSON): longer data is refused unread, and inflating stops as soon as the
 * output passes the byte limit, which bounds both memory and time (a 550 KB bomb of 400 MiB stops
 * after 4 MiB).
 */
export { LINK_DATA_LIMITS };

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

/** Why a link's data could not be read, as a code the page words (`error` keeps the English). */
export type LinkDataReason =
  | 'bad-characters'
  | 'too-long'
  | 'does-not-unpack'
  | 'expands-too-far'
  | 'not-json'
  | 'not-chart-data'
  | 'unreadable';

export type LinkDataError = {
  ok: false;
  error: string;
  reason: LinkDataReason;
  /** Sizes in KB (1024 bytes, rounded) the reason names. */
  params?: { sizeKb?: number; limitKb?: number };
};

export type Unpacked = { ok: true; value: unknown } | LinkDataError;

const kb = (bytes: number) => Math.round(bytes / 1024);

function kib(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const TOO_BIG = new Error('inflated past the limit');

/** Inflates `deflated`, stopping once the output passes `limit` bytes (undefined then). */
function inflateBounded(deflated: Uint8Array, limit: number, step: number): Uint8Array | undefined {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > limit) throw TOO_BIG;
    chunks.push(chunk);
  });
  try {
    for (let i = 0; i < deflated.length || i === 0; i += step)
      inflater.push(deflated.subarray(i, i + step), i + step >= deflated.length);
  } catch (e) {
    if (e === TOO_BIG) return undefined;
    throw e;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

export function unpackFromHash(text: string, limits = LINK_DATA_LIMITS): Unpacked {
  if (!/^[A-Za-z0-9_-]*$/.test(text))
    return {
      ok: false,
      reason: 'bad-characters',
      error: 'the data in the link has characters a link never contains',
    };
  if (text.length > limits.chars)
    return {
      ok: false,
      reason: 'too-long',
      params: { sizeKb: kb(text.length), limitKb: kb(limits.chars) },
      error: `the data in the link is ${kib(text.length)} long, more than the ${kib(limits.chars)} a link may carry`,
    };
  let bytes: Uint8Array | undefined;
  try {
    bytes = inflateBounded(fromBase64Url(text), limits.inflatedBytes, limits.stepBytes);
  } catch {
    // The inflater's own message ("invalid block type") means nothing to a reader.
    return {
      ok: false,
      reason: 'does-not-unpack',
      error: 'the data in the link is damaged or cut short (it does not unpack)',
    };
  }
  if (!bytes)
    return {
      ok: false,
      reason: 'expands-too-far',
      params: { sizeKb: kb(text.length), limitKb: kb(limits.inflatedBytes) },
      error: `the data in the link expands past ${kib(limits.inflatedBytes)} (from ${kib(text.length)}), more than any chart's data; it was not read`,
    };
  try {
    return { ok: true, value: JSON.parse(strFromU8(bytes)) };
  } catch {
    return {
      ok: false,
      reason: 'not-json',
      error: 'the data in the link is damaged (it unpacks, but not to JSON)',
    };
  }
}
