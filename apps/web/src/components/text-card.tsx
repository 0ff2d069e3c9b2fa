import type { ReactNode } from 'react';

/**
 * A card of a heading and one paragraph (a value, a mission, a milestone...). `children` come before
 * the heading: an icon or a number.
 */
export function TextCard({
  as: Box = 'div',
  className,
  level = 3,
  title,
  text,
  children,
}: {
  as?: 'div' | 'article';
  /** Added to `card`. */
  className?: string;
  level?: 2 | 3;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Box className={className ? `card ${className}` : 'card'}>
      {children}
      <Heading>{title}</Heading>
      <p>{text}</p>
    </Box>
  );
}
