// First: zod must be configured before any module makes a schema (see zod-setup.ts).
import './lib/zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { LANG_INFO } from './i18n';
import { warmIntl } from './lib/warm-intl';
import { startExpectedPersistence } from './state/expected';
import { useStore } from './state/store';
import { startUrlSync } from './state/url-sync';
import './app.css';
// Highcharts' colour variables, for every chart (views/common/ChartRuntime.tsx says why they are
// not each chart's own): in the page's first style sheet, so that no sheet arrives later with the
// chart code, when the page is drawn already and would have its whole style recomputed.
import 'highcharts/css/highcharts-palette.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The link is applied before the first render, so the page opens directly on the linked view.
startUrlSync();
startExpectedPersistence();
// The first render after Intl's data is loaded, a kind per task (lib/warm-intl.ts); rendered even
// if that fails, where the render then meets the same failure and shows it.
void warmIntl(LANG_INFO[useStore.getState().lang].tag)
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
