import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// index.html's social-card tags use %VITE_SITE_URL% (the site's absolute URL, set by the Pages
// workflow); empty by default, so a local build gets relative paths instead of the placeholder.
process.env.VITE_SITE_URL ??= '';

// BASE lets the same build live at `/` or under `/<repo>/` on GitHub Pages.
export default defineConfig({
  base: process.env.BASE ?? './',
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Highcharts' ES modules are split into chunks shared by @highcharts/react's lazy series loaders;
    // without strict order a chunk can run before the class it extends ("Class extends value
    // undefined" in ScatterSeries, every chart blank).
    rolldownOptions: { output: { strictExecutionOrder: true } },
  },
});
