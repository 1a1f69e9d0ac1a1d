import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The built site's Content-Security-Policy, as a meta tag (GitHub Pages cannot send headers): only
 * the site's own scripts and workers run, no plugins, no <base> or form redirection. Styles allow
 * inline `style` attributes (React and Highcharts set them); `connect-src http: https:` lets "Open
 * from URL" (#src=) fetch results from any site (the browser still blocks http from an https page);
 * data:/blob: URLs are images and downloads of chart exports.
 * Only in the build: the dev server injects inline scripts of its own.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "connect-src 'self' http: https: data: blob:",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'diskscope-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

// index.html's social-card tags use %VITE_SITE_URL% (the site's absolute URL, set by the Pages
// workflow); empty by default, so a local build gets relative paths instead of the placeholder.
process.env.VITE_SITE_URL ??= '';

// BASE lets the same build live at `/` or under `/<repo>/` on GitHub Pages.
export default defineConfig({
  base: process.env.BASE ?? './',
  plugins: [react(), contentSecurityPolicy()],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Highcharts' ES modules are split into chunks shared by @highcharts/react's lazy series loaders;
    // without strict order a chunk can run before the class it extends ("Class extends value
    // undefined" in ScatterSeries, every chart blank).
    rolldownOptions: {
      output: {
        strictExecutionOrder: true,
        // V8's explicit compile hint (Chrome 136+): a chunk of Highcharts is compiled whole as it is
        // loaded, off the main thread where V8 streams it, rather than function by function inside
        // the first chart's task (30–60 ms of it on a fresh page, in traces). After minification,
        // as the comment must open the file.
        postBanner: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/node_modules/highcharts/'))
            ? '//# allFunctionsCalledOnLoad'
            : '',
      },
    },
  },
});
