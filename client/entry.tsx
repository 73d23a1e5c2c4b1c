// Browser entry: hydrates the server-rendered HTML with the same route tree.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { readBootData } from './lib/bootData';
import { installCodeCopy } from './lib/installCodeCopy';
import './styles/main.css';

const boot = readBootData(document);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
hydrateRoot(
  container,
  <StrictMode>
    <BrowserRouter>
      <App boot={boot} />
    </BrowserRouter>
  </StrictMode>,
);
installCodeCopy(document);
