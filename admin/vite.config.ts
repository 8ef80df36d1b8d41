import path from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const root = path.dirname(new URL(import.meta.url).pathname)

// The operator console: served by the reference server at /admin/ from dist-admin/ (npm run build:admin).
export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@contract': path.resolve(root, '../contract') } },
  build: {
    outDir: path.resolve(root, '../dist-admin'),
    emptyOutDir: true,
    target: 'es2020',
    // The server's CSP allows scripts from this origin only: no inline module-preload polyfill.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1200,
  },
  server: { port: 18310, proxy: { '/admin-api': 'http://127.0.0.1:8080', '/cas': 'http://127.0.0.1:8080' } },
})
