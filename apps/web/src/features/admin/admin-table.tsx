import type { ReactNode } from 'react';

type Props = {
  /** Read by screen readers only; the page heading already says it on screen. */
  caption: ReactNode;
  columns: readonly string[];
  /** The table rows. */
  children: ReactNode;
  /** A modifier class for one screen's columns (e.g. which to leave out on a tablet). */
  className?: string;
};

/** A list table: scrolls sideways in its wrapper on narrow screens, with a caption and column headers. */
export function AdminTable({ caption, columns, children, className }: Props) {
  return (
    <div className="adm-table-wrap">
      <table className={className ? `adm-table ${className}` : 'adm-table'}>
        <caption className="ui-visually-hidden">{caption}</caption>
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A table's column headings, one row (also the review record's tables, which have their own layout). */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
