import type { ContactMessage } from '@manovo/api/domain';
import type { ReactNode } from 'react';
import { ADMIN_TEXT } from './messages';
import { formatDateTime } from './utils';

const T = ADMIN_TEXT.inbox;

type Props = {
  /** A message or an application: both carry these. */
  item: Pick<ContactMessage, 'name' | 'email' | 'createdAt' | 'isHandled'>;
  /** The column that differs between the tabs: purpose of a message, job of an application. */
  detail: ReactNode;
  /** The actions cell's content. */
  children: ReactNode;
};

/** One message or application: unread rows stand out until handled; the sender heads the row. */
export function InboxRow({ item, detail, children }: Props) {
  return (
    <tr className={item.isHandled ? undefined : 'adm-unread'}>
      <th scope="row">
        {item.name}
        <div className="adm-muted">{item.email}</div>
      </th>
      <td>{detail}</td>
      <td>{formatDateTime(item.createdAt)}</td>
      <td>
        <span className={`adm-badge adm-badge--${item.isHandled ? 'handled' : 'new'}`}>
          {item.isHandled ? T.handled : T.unhandled}
        </span>
      </td>
      <td>{children}</td>
    </tr>
  );
}
