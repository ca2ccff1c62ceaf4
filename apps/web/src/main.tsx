import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import './index.css';

// zod's `jitless` (what z.config({ jitless: true }) sets), set without importing zod, which is not on the boot
// path: otherwise zod probes `new Function` once, and our CSP (no 'unsafe-eval') reports a violation.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
