import type { HTMLAttributes, ReactNode } from 'react';

type SectionProps = Omit<HTMLAttributes<HTMLElement>, 'className'> & {
  /** The id of the section's heading, which names the section (`aria-labelledby`). */
  labelledBy: string;
  /** Classes beside `section`: its tone (`section--mint`, `section--navy`) or the page's own block. */
  className?: string;
  /** Classes of its container beside `container` (the page's layout of the section). */
  inner?: string;
  /** The heading block that opens the section; its heading gets the id `labelledBy` names. */
  head?: SectionHeadProps;
  children: ReactNode;
};

/**
 * A band of a public page: `<section class="section …">` named by its heading, holding the centred
 * `container`. Every page's sections are this one markup, so the spacing and tones live in global.css.
 */
export function Section({ labelledBy, className, inner, head, children, ...rest }: SectionProps) {
  return (
    <section
      {...rest}
      className={className ? `section ${className}` : 'section'}
      aria-labelledby={labelledBy}
    >
      <div className={inner ? `container ${inner}` : 'container'}>
        {head && (
          <div className={head.center ? 'section__head section__head--center' : 'section__head'}>
            <SectionHeading id={labelledBy} {...head} />
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

type HeadingProps = {
  /** The heading's id, the `labelledBy` of its Section. */
  id: string;
  eyebrow?: ReactNode;
  heading: ReactNode;
  lead?: ReactNode;
  /** The page's title (h1) where the section opens the page; a section's heading (h2) otherwise. */
  level?: 1 | 2;
};

type SectionHeadProps = Omit<HeadingProps, 'id'> & {
  /** Centres the block and its lead (`section__head--center`). */
  center?: boolean;
};

/** A section's eyebrow, heading and lead paragraph, each only where given. */
export function SectionHeading({ id, eyebrow, heading, lead, level = 2 }: HeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <>
      {eyebrow && <p className="section__eyebrow">{eyebrow}</p>}
      <Heading id={id}>{heading}</Heading>
      {lead && <p className="section__lead">{lead}</p>}
    </>
  );
}
