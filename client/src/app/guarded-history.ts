import { NavigationType, type UNSAFE_createBrowserHistory } from 'react-router';

export type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * The router's browser history, with every navigation first asking `mayLeave` (an admin form
 * with unsaved edits asks the admin). A link or a navigate() call is simply not made when the
 * answer is no. The browser's Back and Forward have already moved the address when the page
 * hears of them, so a refused one is undone by stepping back by the same distance, the way
 * React Router's data router blocks them (its blockers need that router; this site uses the
 * declarative one).
 */
export function guardHistory(history: BrowserHistory, mayLeave: () => boolean): BrowserHistory {
  // The pop that undoes a refused Back or Forward: the page never left, so nobody hears of it.
  let undoing = false;
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => {
      if (mayLeave()) history.push(to, state);
    },
    replace: (to, state) => {
      if (mayLeave()) history.replace(to, state);
    },
    // Not asked here: the pop it causes is, as the browser's own Back is.
    go: (delta) => history.go(delta),
    listen: (listener) =>
      history.listen((update) => {
        if (update.action !== NavigationType.Pop) return listener(update);
        if (undoing) {
          undoing = false;
          return;
        }
        // An entry the router did not make has no index: there is no distance to undo.
        if (!update.delta || mayLeave()) return listener(update);
        undoing = true;
        history.go(-update.delta);
      }),
  };
}
