import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Preact runs passive effects after the next frame (requestAnimationFrame, or a 35 ms timer that also calls
// cancelAnimationFrame). One scheduled by a file's last test must fire while jsdom still provides those globals, not
// after the environment is torn down (an uncaught ReferenceError that fails the whole run).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

// Two shared cores run the unit, server and browser suites side by side: give screens time to settle under load.
configure({ asyncUtilTimeout: 5000 });

// Mantine needs these browser APIs, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}
if (!window.scrollTo || !('mock' in window.scrollTo)) {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
