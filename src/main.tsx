import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@radix-ui/themes/styles.css';
import './app/app.css';
import './app/i18n';
import { App } from './app/app';
import { listenForPreloadErrors } from './app/lazy-screen';

listenForPreloadErrors();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
