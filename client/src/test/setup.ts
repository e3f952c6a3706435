import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// What a user waits for (a lazy chunk, a fetch answered) may take seconds on a loaded machine:
// Testing Library's default of one second made tests fail by the machine's speed (the composer's
// editor chunk, three files running beside the server's). A wait still ends as soon as the
// thing shows; only a test that is failing waits longer. The project's test timeout is above it.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
