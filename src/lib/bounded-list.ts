// Lists made from untrusted input (disks a link names, parts of a dataset that were skipped) can be
// tens of thousands long; a notice shows the first few and counts the rest.

/** The first `max` items and, when there are more, one "and 12,345 more" item. */
export function boundedItems(items: readonly string[], max = 10, more = 'more'): string[] {
  if (items.length <= max) return [...items];
  return [...items.slice(0, max), `and ${(items.length - max).toLocaleString('en-US')} ${more}`];
}

/** A long piece of text cut to `max` characters with an ellipsis (ids, labels in a message). */
export function shortText(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
