import type { ReactNode } from 'react';

/**
 * A band of the page named by its h2: the site's section and container around the heading and what
 * follows it. `outside` goes after the container, at the band's full width (a scrolling strip).
 */
export function TitledSection({
  id,
  title,
  className,
  headingClassName,
  outside,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  className?: string;
  /** `ui-visually-hidden` for a heading only assistive technology needs. */
  headingClassName?: string;
  outside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className={headingClassName}>
          {title}
        </h2>
        {children}
      </div>
      {outside}
    </section>
  );
}
