// Defence in depth for HTML that the server has already sanitised (docs/product.md §5 content rules):
// drop script/style blocks, inline event handlers and javascript: links and sources.
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<\/?(script|style)[^>]*>/gi, '');
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  for (const el of doc.querySelectorAll('script, style, iframe, object, embed')) el.remove();
  doc.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) el.removeAttribute(attr.name);
      else if (
        (name === 'href' || name === 'src' || name === 'xlink:href') &&
        /^\s*javascript:/i.test(attr.value)
      )
        el.removeAttribute(attr.name);
    }
    if (el.tagName === 'A' && el.getAttribute('target') === '_blank')
      el.setAttribute('rel', 'noopener noreferrer');
  });
  return doc.body.firstElementChild?.innerHTML ?? '';
}

export const hasHtmlTags = (text: string) => /<[a-z][\s\S]*>/i.test(text);

export function HtmlOrText({ text, className, lang }: { text: string; className?: string; lang?: string }) {
  if (hasHtmlTags(text)) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above and on the server
    return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }} />;
  }
  return (
    <div className={className} lang={lang}>
      {text.split(/\n{2,}/).map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}
