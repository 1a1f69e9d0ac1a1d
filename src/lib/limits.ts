// Every size limit on what a user can drop, link or open, in one place. Each is enforced while the
// bytes are read (never after), and passing one gives a message naming the file, archive, member or
// link; the rest of the input is still imported.

const KiB = 1024;
const MiB = 1024 * KiB;
const GiB = 1024 * MiB;

/** Files picked or dropped in one go (the browser would run out of memory beyond this). */
export const UPLOAD_BYTES = 1 * GiB;

/** One source fetched from the web (`#src=`): limited like an upload, and the stream stops there. */
export const FETCH_BYTES = 1 * GiB;

/** How far archives may expand. */
export const ARCHIVE_LIMITS = {
  /** Uncompressed bytes of one archive as given, everything inside it (nested archives) included. */
  archiveBytes: 2 * GiB,
  /**
   * One member (a file in an archive, or the content of a .gz). As much as a text file can be (see
   * textBytes), so a larger member could only ever be an archive inside an archive; held while it
   * is read, it takes up to twice this in memory.
   */
  memberBytes: 512 * MiB,
  /** Archives inside archives are unpacked this many levels deep. */
  nesting: 1,
  /**
   * One text file. V8 cannot make a string longer than 0x1fffffe8 characters (~512 MiB), and a
   * UTF-8 file never decodes to more characters than it has bytes.
   */
  textBytes: 0x1fffffe8,
};

/** Chart data carried in a share link (`data=`, deflated and base64url-encoded). */
export const LINK_DATA_LIMITS = {
  /** Characters of link data read at all; longer data is refused unread. */
  chars: 1 * MiB,
  /** Bytes the link data may inflate to: the longest link diskscope writes unpacks to ~120 KB. */
  inflatedBytes: 4 * MiB,
  /** Input fed to the inflater per step: deflate expands at most ~1,032×, so one step adds ≤ 1 MiB. */
  stepBytes: 1 * KiB,
};
