import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissToast } from '../components/toast';
import { setAccessToken } from '../lib/api-client';

// Whole-app tests wait for lazy screens, whose code is compiled on first import.
configure({ asyncUtilTimeout: 4_000 });

// jsdom lacks the browser APIs Mantine and the layout rely on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => {};
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Mantine's autosize textarea listens for web fonts loading.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});

afterEach(() => {
  cleanup();
  // Module state of the app outlives a test: start each from a fresh browser.
  dismissToast();
  setAccessToken(null);
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});
