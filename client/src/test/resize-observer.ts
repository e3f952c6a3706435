import { vi } from 'vitest';

/** Radix's switch measures itself; jsdom has no ResizeObserver. Call before rendering one. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
