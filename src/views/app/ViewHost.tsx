// Renders the current view. Each view is its own lazily loaded chunk (Highcharts comes with the
// first chart view, not with the page) and sits inside its own error boundary.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useStore, type ViewId } from '../../state/store';
import { CrashNotice } from './CrashNotice';
import { ErrorBoundary } from './ErrorBoundary';
import { useAppStrings } from './strings';

type View = LazyExoticComponent<ComponentType>;

const VIEWS: Record<ViewId, View> = {
  overview: lazy(() => import('../overview/OverviewView')),
  disk: lazy(() => import('../disk/DiskView')),
  compare: lazy(() => import('../compare/CompareView')),
  expected: lazy(() => import('../expected/ExpectedView')),
  time: lazy(() => import('../time/TimeView')),
};

export function ViewHost() {
  const view = useStore((s) => s.view);
  const t = useAppStrings();
  const ViewComponent = VIEWS[view];
  return (
    <ErrorBoundary key={view} fallback={(error, retry) => <CrashNotice error={error} retry={retry} />}>
      <Suspense fallback={<p className="view-loading">{t('view.loading')}</p>}>
        <ViewComponent />
      </Suspense>
    </ErrorBoundary>
  );
}
