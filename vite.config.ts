import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// BASE lets the same build live at `/` or under `/<repo>/` on GitHub Pages.
export default defineConfig({
  base: process.env.BASE ?? './',
  plugins: [react()],
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
});
