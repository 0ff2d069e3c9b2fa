/**
 * The strip above a page opened through a preview link (docs/product.md, "Preview before publishing"),
 * so a reviewer never takes it for what visitors see today. An item with pending changes shows those
 * changes through its preview link (the version a reviewer signs), and the strip says so.
 */
export function PreviewBanner({ published, pending }: { published: boolean; pending?: boolean }) {
  return (
    <div className="preview-banner" role="status">
      <div className="container">
        <strong>
          {pending
            ? 'Preview — pending changes, not yet published'
            : published
              ? 'Preview — published'
              : 'Preview — not published'}
        </strong>
        {pending && (
          <span>Visitors still see the approved version until these changes are approved and published.</span>
        )}
        <span>Only people with this link can see this page, for an hour after it was made.</span>
      </div>
    </div>
  );
}
