import { useCallback, useRef, useState } from 'react';

export interface ActionCallbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: Error) => void;
}

type ActionState<R> =
  | { status: 'idle'; data: undefined; error: null; isPending: false; isSuccess: false; isError: false }
  | { status: 'pending'; data: undefined; error: null; isPending: true; isSuccess: false; isError: false }
  | { status: 'success'; data: R; error: null; isPending: false; isSuccess: true; isError: false }
  | { status: 'error'; data: undefined; error: Error; isPending: false; isSuccess: false; isError: true };

export type Action<V, R> = ActionState<R> & {
  /** Runs the call; `callbacks` run after the hook's own `options`. */
  mutate: (variables: V, callbacks?: ActionCallbacks<R>) => void;
};

const IDLE = {
  status: 'idle',
  data: undefined,
  error: null,
  isPending: false,
  isSuccess: false,
  isError: false,
} as const;
const PENDING = { ...IDLE, status: 'pending', isPending: true } as const;

/**
 * One call a public form or button makes (a POST), with its state for the page: pending while in
 * flight (the button disables and says so), then its answer or error. No retries.
 */
export function useAction<V, R>(
  run: (variables: V) => Promise<R>,
  options: ActionCallbacks<R> = {},
): Action<V, R> {
  const [state, setState] = useState<ActionState<R>>(IDLE);
  const latest = useRef({ run, options });
  latest.current = { run, options };
  const mutate = useCallback((variables: V, callbacks: ActionCallbacks<R> = {}) => {
    setState(PENDING);
    latest.current.run(variables).then(
      (data) => {
        setState({ ...IDLE, status: 'success', data, isSuccess: true });
        latest.current.options.onSuccess?.(data);
        callbacks.onSuccess?.(data);
      },
      (caught: unknown) => {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        setState({ ...IDLE, status: 'error', error, isError: true });
        latest.current.options.onError?.(error);
        callbacks.onError?.(error);
      },
    );
  }, []);
  return { ...state, mutate };
}
