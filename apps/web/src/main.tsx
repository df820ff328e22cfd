import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, initialTheme } from './lib/theme';
import './index.css';

// Applied before the first render; the CSP forbids an inline script in index.html that could do it earlier.
applyTheme(initialTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
