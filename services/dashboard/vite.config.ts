import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the API at /dashboard (same origin as /v1, so no CORS and a strict CSP).
export default defineConfig({
  base: '/dashboard/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No inline <script> or module-preload polyfill: the CSP allows only 'self' scripts.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
    // scripts/size-check.ts reads it to find the initial JavaScript.
    manifest: true,
  },
});
