import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `?new=1` (Quick Create) and `?edit=ID` (admin search) open a manager's form once; the parameter is
 * then removed so closing the form and reloading do not reopen it.
 */
export function useFormRequest(onNew: () => void, onEdit: (id: number) => void): void {
  const [params, setParams] = useSearchParams();
  const wantsNew = params.get('new') === '1';
  const editId = Number(params.get('edit'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the callbacks change every render; only the URL matters
  useEffect(() => {
    if (!wantsNew && !(editId > 0)) return;
    if (wantsNew) onNew();
    else onEdit(editId);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('new');
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  }, [wantsNew, editId]);
}
