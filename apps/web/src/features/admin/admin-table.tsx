import type { ReactNode } from 'react';

type Props = {
  /** Read by screen readers only; the page heading already says it on screen. */
  caption: ReactNode;
  columns: readonly string[];
  /** The table rows. */
  children: ReactNode;
};

/** A list table: scrolls sideways in its wrapper on narrow screens, with a caption and column headers. */
export function AdminTable({ caption, columns, children }: Props) {
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <caption className="ui-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
