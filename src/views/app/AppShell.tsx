// The page: header, data bar, the current view, the import report panel and the drop overlay.
import { useEffect, useState } from 'react';
import { LANG_INFO, translate } from '../../i18n';
import { SkipLink } from './SkipLink';
import { APP_STRINGS } from './strings';
import { useStore } from '../../state/store';
import { DataBar } from './DataBar';
import { DropZone } from './DropZone';
import { Header } from './Header';
import { ImportReport } from './ImportReport';
import { usePreloadWhenIdle } from './preload';
import { ViewHost } from './ViewHost';

/**
 * The header's height as `--header-height` on the page: the report panel starts below it, so the
 * header's switches stay clickable while the report is open (the header wraps on narrow screens).
 * Read from the ResizeObserver's entry, which comes after the frame's layout (also the first time),
 * not measured in the effect: that forced the first render's whole layout inside its task, 22–28 ms
 * of the page load's longest task in the bench's new tab.
 */
function useHeaderHeight(): (el: HTMLDivElement | null) => void {
  const [app, setApp] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    const header = app?.querySelector('.app-header');
    if (!app || !header) return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.borderBoxSize?.[0];
      const height = box ? box.blockSize : header.getBoundingClientRect().height;
      app.style.setProperty('--header-height', `${height}px`);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, [app]);
  return setApp;
}

export function AppShell() {
  const lang = useStore((s) => s.lang);
  const appRef = useHeaderHeight();
  usePreloadWhenIdle();
  useEffect(() => {
    document.documentElement.lang = LANG_INFO[lang].tag;
    document.title = translate(APP_STRINGS, lang, 'page.title');
  }, [lang]);
  return (
    <div className="app" ref={appRef}>
      <SkipLink />
      <Header />
      <DataBar />
      <main className="view-area">
        <ViewHost />
      </main>
      <ImportReport />
      <DropZone />
    </div>
  );
}
