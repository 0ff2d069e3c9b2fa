// Placeholder until the search issue lands: the nav renders <SearchOverlay open onClose />.
export type SearchOverlayProps = { open: boolean; onClose: () => void };

export function SearchOverlay({ open }: SearchOverlayProps) {
  if (!open) return null;
  return null;
}
