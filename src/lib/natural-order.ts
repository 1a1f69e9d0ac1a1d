// Names in the order people number them: "ssd 9" before "ssd 10". One collator for every list of
// disks (the overview table, the Compare view's checkboxes), so they agree.
export const NATURAL_ORDER = new Intl.Collator(undefined, { numeric: true });
