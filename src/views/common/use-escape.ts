// Escape closes what is open: every popover (Copy link, Embed code), the import report and the
// charts' menus answer it, wherever the focus is.
import { useEffect } from 'react';

/** Calls `onEscape` on the Escape key while `active`. */
export function useEscape(active: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, onEscape]);
}
