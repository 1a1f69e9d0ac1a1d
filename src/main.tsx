// First: zod must be configured before any module makes a schema (see zod-setup.ts).
import './lib/zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { startExpectedPersistence } from './state/expected';
import { startUrlSync } from './state/url-sync';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The link is applied before the first render, so the page opens directly on the linked view.
startUrlSync();
startExpectedPersistence();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
