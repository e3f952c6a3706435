import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BrowserHistory, guardHistory } from './guarded-history';

// The history the router navigates with, on the test's real (jsdom) window and its Back button.

let stopListening = () => {};
afterEach(() => stopListening());

function setUp(startAt: string) {
  window.history.replaceState(null, '', startAt);
  const answer = { leave: true };
  const mayLeave = vi.fn(() => answer.leave);
  const history = guardHistory(createBrowserHistory({ window, v5Compat: true }), mayLeave);
  const heard: string[] = [];
  stopListening = history.listen(({ action, location }) => heard.push(`${action} ${location.search}`));
  return { history, mayLeave, answer, heard };
}

/** The browser's own Back or Forward: the address moves, then the page hears a popstate. */
async function browserGo(history: BrowserHistory, delta: number): Promise<void> {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  history.go(delta);
  await popped;
}

/** Lets a pending history traversal (the undoing of a refused Back) land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('guardHistory', () => {
  it('makes a link or navigate() only when leaving is agreed', () => {
    const { history, answer, heard } = setUp('/admin');
    answer.leave = false;
    history.push('/');
    history.replace('/admin?sculpture=new');
    expect(window.location.pathname + window.location.search).toBe('/admin');
    expect(heard).toEqual([]);

    answer.leave = true;
    history.push('/admin?sculpture=new');
    expect(window.location.search).toBe('?sculpture=new');
    expect(heard).toEqual(['PUSH ?sculpture=new']);
  });

  it('undoes a refused Back: the address returns, the page never hears of it', async () => {
    const { history, mayLeave, answer, heard } = setUp('/admin');
    history.push('/admin?sculpture=new');
    answer.leave = false;
    mayLeave.mockClear();

    await browserGo(history, -1);
    await settle();
    expect(mayLeave).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?sculpture=new');
    expect(history.location.search).toBe('?sculpture=new');
    expect(heard).toEqual(['PUSH ?sculpture=new']);

    // Agreed the next time: the same Back goes through.
    answer.leave = true;
    await browserGo(history, -1);
    expect(window.location.search).toBe('');
    expect(heard).toEqual(['PUSH ?sculpture=new', 'POP ']);
  });
});
