// Top-level component: starts loading the published dataset and saved uploads, renders the shell.
import { useEffect } from 'react';
import { loadPublishedDataset, restoreSavedUploads } from './state/load-published';
import { AppShell } from './views/app/AppShell';
import { CrashNotice } from './views/app/CrashNotice';
import { ErrorBoundary } from './views/app/ErrorBoundary';
import { ShareRoot } from './views/share/ShareRoot';

let started = false;

/** Runs once per page (StrictMode renders effects twice in development). */
function startLoading(): void {
  if (started) return;
  started = true;
  void loadPublishedDataset();
  void restoreSavedUploads();
}

export default function App() {
  useEffect(startLoading, []);
  // The last net: whatever the data, the page shows a way out instead of going blank.
  return (
    <ErrorBoundary fallback={(error, retry) => <CrashNotice error={error} retry={retry} page />}>
      <ShareRoot>
        <AppShell />
      </ShareRoot>
    </ErrorBoundary>
  );
}
