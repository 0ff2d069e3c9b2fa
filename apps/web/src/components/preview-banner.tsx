/**
 * The strip above a page opened through a preview link (docs/product.md, "Preview before publishing"),
 * so a reviewer never takes it for what visitors see today.
 */
export function PreviewBanner({ published }: { published: boolean }) {
  return (
    <div className="preview-banner" role="status">
      <div className="container">
        <strong>{published ? 'Preview — published' : 'Preview — not published'}</strong>
        <span>Only people with this link can see this page, for an hour after it was made.</span>
      </div>
    </div>
  );
}
