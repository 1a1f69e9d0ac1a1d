// Linux errno numbers fio reports in a job's `error` field, with the names a reader can look up.
const ERRNO: Record<number, [string, string]> = {
  1: ['EPERM', 'Operation not permitted'],
  2: ['ENOENT', 'No such file or directory'],
  4: ['EINTR', 'Interrupted system call'],
  5: ['EIO', 'Input/output error'],
  6: ['ENXIO', 'No such device or address'],
  9: ['EBADF', 'Bad file descriptor'],
  11: ['EAGAIN', 'Resource temporarily unavailable'],
  12: ['ENOMEM', 'Cannot allocate memory'],
  13: ['EACCES', 'Permission denied'],
  14: ['EFAULT', 'Bad address'],
  16: ['EBUSY', 'Device or resource busy'],
  17: ['EEXIST', 'File exists'],
  19: ['ENODEV', 'No such device'],
  20: ['ENOTDIR', 'Not a directory'],
  21: ['EISDIR', 'Is a directory'],
  22: ['EINVAL', 'Invalid argument'],
  24: ['EMFILE', 'Too many open files'],
  25: ['ENOTTY', 'Inappropriate ioctl for device'],
  27: ['EFBIG', 'File too large'],
  28: ['ENOSPC', 'No space left on device'],
  30: ['EROFS', 'Read-only file system'],
  32: ['EPIPE', 'Broken pipe'],
  61: ['ENODATA', 'No data available'],
  62: ['ETIME', 'Timer expired'],
  84: ['EILSEQ', 'Invalid or incomplete multibyte or wide character'],
  95: ['EOPNOTSUPP', 'Operation not supported'],
  110: ['ETIMEDOUT', 'Connection timed out'],
  121: ['EREMOTEIO', 'Remote I/O error'],
  122: ['EDQUOT', 'Disk quota exceeded'],
  125: ['ECANCELED', 'Operation canceled'],
};

/** `22` → `error 22 (EINVAL: Invalid argument)`; unknown numbers stay plain. */
export function describeErrno(errno: number): string {
  const known = ERRNO[errno];
  return known ? `error ${errno} (${known[0]}: ${known[1]})` : `error ${errno}`;
}
