// Renders the current view, inside its own error boundary and a Suspense for a view whose code is
// still loading (view-chunks.ts).
import { Suspense, useState } from 'react';
import { useStore, type ViewId } from '../../state/store';
import { CrashNotice } from './CrashNotice';
import { ErrorBoundary } from './ErrorBoundary';
import { useAppStrings } from './strings';
import { viewComponent } from './view-chunks';

/** One view, mounted per view id: the component is chosen once, so it is never swapped while shown. */
function ViewSlot({ view }: { view: ViewId }) {
  const [ViewComponent] = useState(() => viewComponent(view));
  return <ViewComponent />;
}

export function ViewHost() {
  const view = useStore((s) => s.view);
  const t = useAppStrings();
  return (
    <ErrorBoundary key={view} fallback={(error, retry) => <CrashNotice error={error} retry={retry} />}>
      <Suspense fallback={<p className="view-loading">{t('view.loading')}</p>}>
        <ViewSlot view={view} />
      </Suspense>
    </ErrorBoundary>
  );
}
