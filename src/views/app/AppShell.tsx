// The page: header, data bar, the current view, the import report panel and the drop overlay.
import { useEffect } from 'react';
import { LANG_INFO } from '../../i18n';
import { useStore } from '../../state/store';
import { DataBar } from './DataBar';
import { DropZone } from './DropZone';
import { Header } from './Header';
import { ImportReport } from './ImportReport';
import { ViewHost } from './ViewHost';

export function AppShell() {
  const lang = useStore((s) => s.lang);
  useEffect(() => {
    document.documentElement.lang = LANG_INFO[lang].tag;
  }, [lang]);
  return (
    <div className="app">
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
