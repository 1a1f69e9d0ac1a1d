// A value made at its first use and kept: for what costs time to make and is not always needed
// when its module loads (zod schemas, which make each check's internals as they are declared).
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
