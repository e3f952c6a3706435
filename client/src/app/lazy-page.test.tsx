import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

class Boundary extends Component<{ children: ReactNode }, { error: boolean }> {
  override state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  override render() {
    return this.state.error ? <p>load failed</p> : this.props.children;
  }
}

const Page = () => <p>the page</p>;

describe('lazyPage', () => {
  it('shows a module that failed to load as an error once, and loads it again only when asked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValue(Page);
    const Lazy = lazyPage(load);

    // In React's test environment a suspended render is retried only inside act().
    const view = await act(async () => {
      const rendered = render(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Lazy />
          </Suspense>
        </Boundary>,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      return rendered;
    });
    expect(screen.getByText('load failed')).toBeTruthy();
    // React renders a failed page more than once; none of those renders fetches the chunk again.
    expect(load).toHaveBeenCalledTimes(1);

    await act(() => Lazy.preload());
    expect(load).toHaveBeenCalledTimes(2);
    view.rerender(<Lazy />);
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('renders a preloaded page at once, without suspending', async () => {
    const Lazy = lazyPage(async () => Page);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
