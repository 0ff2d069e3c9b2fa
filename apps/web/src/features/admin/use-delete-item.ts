import { deleteWithConfirm } from './utils';

/** A kind's router as far as its Delete goes (`trpc.careers`, `trpc.videos`, …). */
type Deletable = {
  delete: { useMutation: () => { mutateAsync: (input: { id: number }) => Promise<unknown> } };
};

/**
 * The Delete of a list's rows: asks `question`, deletes the row through its kind's router and refreshes
 * what shows it; a failure says 'Delete failed' (deleteWithConfirm).
 */
export function useDeleteItem(kind: Deletable, refresh: () => Promise<unknown>) {
  const remove = kind.delete.useMutation();
  return (id: number, question: string) =>
    deleteWithConfirm(question, () => remove.mutateAsync({ id }), refresh);
}
