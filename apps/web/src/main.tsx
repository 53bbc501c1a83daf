// The single-page app's entry (index.html). First: hands the CSP nonce to the style engines before
// any of them writes a <style> element.
import './lib/csp-nonce.ts';
import { startApp } from './app/start-app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
startApp(container);
