import { act, render } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTabParams } from './use-tab-params';

function Probe({ onReady }: { onReady: (set: ReturnType<typeof useTabParams>['setParams']) => void }) {
  const { setParams } = useTabParams();
  const location = useLocation();
  onReady(setParams);
  return <output>{location.search}</output>;
}

describe('a tab’s state in the address', () => {
  it('keeps a record opened by a click when a search update made from an older render lands after it', () => {
    window.history.replaceState(null, '', '/admin?tab=collectors');
    let stale: ReturnType<typeof useTabParams>['setParams'] | undefined;
    const view = render(
      <BrowserRouter>
        <Probe
          onReady={(set) => {
            stale ??= set;
          }}
        />
      </BrowserRouter>,
    );
    // The click opens a collector.
    act(() => stale?.({ collector: 7 }));
    // The search box's timer, set up in the render before the click, fires afterwards.
    act(() => stale?.({ q: 'marlow', page: null }));
    expect(view.container.textContent).toContain('collector=7');
    expect(view.container.textContent).toContain('q=marlow');
  });
});
