import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSearchParams } from '@/lib/use-search-params';

/**
 * The form view lives in the address (?sculpture=new or ?sculpture={id}), so the browser's
 * Back closes it instead of leaving the dashboard, and a reload keeps it open.
 */
const PARAM = 'sculpture';
const NEW = 'new';

export type EditorTarget = { mode: 'create' } | { mode: 'edit'; id: number };

export function parseEditorTarget(value: string | null): EditorTarget | null {
  if (value === NEW) return { mode: 'create' };
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? { mode: 'edit', id } : null;
}

/** Set when the dashboard opened the form itself, so closing can step back in history. */
interface OpenedHere {
  openedFromDashboard?: boolean;
}

/**
 * Where focus goes when the collection shows again: the button that opened the form.
 * Module state because the list unmounts while the form is open.
 */
let returnFocusTo: string | null = null;

export function takeReturnFocus(): string | null {
  const id = returnFocusTo;
  returnFocusTo = null;
  return id;
}

export function useSculptureEditor() {
  const params = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const target = parseEditorTarget(params.get(PARAM));

  const open = useCallback(
    (value: number | typeof NEW, openerId: string) => {
      returnFocusTo = openerId;
      navigate(
        { search: `?${PARAM}=${value}` },
        { state: { openedFromDashboard: true } satisfies OpenedHere },
      );
    },
    [navigate],
  );

  const openedHere = (location.state as OpenedHere | null)?.openedFromDashboard === true;
  const close = useCallback(() => {
    if (openedHere) navigate(-1);
    else navigate({ search: '' }, { replace: true });
  }, [navigate, openedHere]);

  /** Shows a piece just created in the Edit form, in place of the Add form's entry in history. */
  const showSaved = useCallback(
    (id: number) => navigate({ search: `?${PARAM}=${id}` }, { replace: true, state: location.state }),
    [navigate, location.state],
  );

  return {
    target,
    showSaved,
    openCreate: (openerId: string) => open(NEW, openerId),
    openEdit: (id: number, openerId: string) => open(id, openerId),
    close,
  };
}
