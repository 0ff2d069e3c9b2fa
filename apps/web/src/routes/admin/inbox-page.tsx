import { Modal } from '@manovo/ui/modal';
import { Tabs } from '@manovo/ui/tabs';
import { useState } from 'react';
import { AdminPage } from '../../features/admin/admin-page';
import { AdminTable } from '../../features/admin/admin-table';
import { InboxRow } from '../../features/admin/inbox-row';
import { ListState } from '../../features/admin/list-state';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { Pager } from '../../features/admin/pager';
import { RowAction } from '../../features/admin/row-action';
import type { AdminApplication, AdminMessage } from '../../features/admin/types';
import { alertOnFailure, downloadBase64, formatDateTime } from '../../features/admin/utils';
import { trpc } from '../../lib/trpc';

const T = ADMIN_TEXT.inbox;
const C = ADMIN_TEXT.common;
type Tab = 'messages' | 'applications';
type Opened = { kind: 'message'; item: AdminMessage } | { kind: 'application'; item: AdminApplication };

export default function InboxPage() {
  const utils = trpc.useUtils();
  const [tab, setTab] = useState<Tab>('messages');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Opened | null>(null);
  const messages = trpc.inbox.messages.useQuery({ page }, { enabled: tab === 'messages', staleTime: 0 });
  const applications = trpc.inbox.applications.useQuery(
    { page },
    { enabled: tab === 'applications', staleTime: 0 },
  );
  const setHandled = trpc.inbox.setHandled.useMutation();

  const toggleHandled = (o: Opened) =>
    alertOnFailure(ADMIN_TEXT.errors.update, async () => {
      await setHandled.mutateAsync({ kind: o.kind, id: o.item.id, handled: !o.item.handled });
      await utils.inbox.invalidate();
      setOpened(null);
    });

  const download = (a: AdminApplication) =>
    alertOnFailure(ADMIN_TEXT.errors.load, async () => {
      const res = await utils.client.inbox.resume.query({ id: a.id });
      downloadBase64(res.filename || a.resume_name || 'resume.pdf', res.base64);
    });

  const current = tab === 'messages' ? messages : applications;
  const data = current.data;

  return (
    <AdminPage name="inbox" heading={T.heading}>
      <Tabs
        label={T.heading}
        tabs={(['messages', 'applications'] as const).map((id) => ({ id, label: T.tabs[id] }))}
        value={tab}
        onChange={(id) => {
          setTab(id as Tab);
          setPage(1);
        }}
      >
        <ListState query={current} emptyText={tab === 'messages' ? T.emptyMessages : T.emptyApplications} />
        {tab === 'messages' && messages.data && messages.data.items.length > 0 && (
          <AdminTable
            caption={T.tabs.messages}
            columns={[T.from, T.purpose, T.received, C.status, C.actions]}
          >
            {messages.data.items.map((m) => (
              <InboxRow key={m.id} item={m} detail={m.purpose}>
                <RowAction
                  label={T.open}
                  subject={T.messageTitle(m.name)}
                  onClick={() => setOpened({ kind: 'message', item: m })}
                />
              </InboxRow>
            ))}
          </AdminTable>
        )}
        {tab === 'applications' && applications.data && applications.data.items.length > 0 && (
          <AdminTable
            caption={T.tabs.applications}
            columns={[T.from, T.job, T.received, C.status, C.actions]}
          >
            {applications.data.items.map((a) => (
              <InboxRow key={a.id} item={a} detail={a.job_title || T.generalApplication}>
                <span className="adm-row-actions">
                  <RowAction
                    label={T.open}
                    subject={T.applicationTitle(a.name)}
                    onClick={() => setOpened({ kind: 'application', item: a })}
                  />
                  {a.resume_name && (
                    <RowAction label={T.downloadResume} subject={a.name} onClick={() => download(a)} />
                  )}
                </span>
              </InboxRow>
            ))}
          </AdminTable>
        )}
        <Pager page={page} data={data} onPage={setPage} label={T.pagination} />
      </Tabs>
      {opened && (
        <Modal
          open
          onClose={() => setOpened(null)}
          title={
            opened.kind === 'message'
              ? T.messageTitle(opened.item.name)
              : T.applicationTitle(opened.item.name)
          }
          footer={
            <>
              {opened.kind === 'application' && opened.item.resume_name && (
                <button
                  type="button"
                  className="adm-btn"
                  onClick={() => download(opened.item as AdminApplication)}
                >
                  {T.downloadResume}
                </button>
              )}
              <button
                type="button"
                className="adm-btn adm-btn--primary"
                onClick={() => toggleHandled(opened)}
              >
                {opened.item.handled ? T.markUnhandled : T.markHandled}
              </button>
            </>
          }
        >
          <dl className="adm-dl">
            <dt>{T.email}</dt>
            <dd>
              <a href={`mailto:${opened.item.email}`}>{opened.item.email}</a>
            </dd>
            {opened.kind === 'message' ? (
              <>
                <dt>{T.purpose}</dt>
                <dd>{opened.item.purpose}</dd>
              </>
            ) : (
              <>
                <dt>{T.phone}</dt>
                <dd>{opened.item.phone}</dd>
                <dt>{T.job}</dt>
                <dd>{opened.item.job_title || T.generalApplication}</dd>
              </>
            )}
            <dt>{T.received}</dt>
            <dd>{formatDateTime(opened.item.created_at)}</dd>
            <dt>{T.message}</dt>
            <dd>{opened.item.message || C.none}</dd>
          </dl>
        </Modal>
      )}
    </AdminPage>
  );
}
