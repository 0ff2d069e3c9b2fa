import {
  CONTACT_PURPOSE_LABELS,
  type ContactMessage,
  type JobApplication,
  MESSAGES,
} from '@manovo/api/domain';
import { Modal } from '@manovo/ui/modal';
import { Tabs } from '@manovo/ui/tabs';
import { Download, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '../../features/admin/admin-page';
import { AdminTable } from '../../features/admin/admin-table';
import { downloadResume } from '../../features/admin/download-resume';
import { PaperRequests } from '../../features/admin/ifu-paper-requests';
import { InboxRow } from '../../features/admin/inbox-row';
import { ListState } from '../../features/admin/list-state';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { Pager } from '../../features/admin/pager';
import { RowAction } from '../../features/admin/row-action';
import { alertOnFailure, formatDateTime } from '../../features/admin/utils';
import { trpc } from '../../lib/trpc';

const T = ADMIN_TEXT.inbox;
const C = ADMIN_TEXT.common;
type Tab = 'messages' | 'applications';
type Opened = { kind: 'message'; item: ContactMessage } | { kind: 'application'; item: JobApplication };

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
    alertOnFailure(MESSAGES.updateFailed, async () => {
      await setHandled.mutateAsync({ kind: o.kind, id: o.item.id, isHandled: !o.item.isHandled });
      await utils.inbox.invalidate();
      setOpened(null);
    });

  const download = (a: JobApplication) => alertOnFailure(MESSAGES.loadFailed, () => downloadResume(a));

  const current = tab === 'messages' ? messages : applications;
  const data = current.data;

  return (
    <AdminPage name="inbox" heading={T.heading}>
      <Tabs
        label={T.heading}
        tabs={(['messages', 'applications'] as const).map((id) => ({ id, label: T.tabs[id] }))}
        value={tab}
        onChange={(id) => {
          setTab(id);
          setPage(1);
        }}
      >
        <ListState
          query={current}
          isEmpty={(data?.items.length ?? 0) === 0}
          emptyText={tab === 'messages' ? T.emptyMessages : T.emptyApplications}
        />
        {tab === 'messages' && messages.data && messages.data.items.length > 0 && (
          <AdminTable
            caption={T.tabs.messages}
            columns={[T.from, T.purpose, T.received, C.status, C.actions]}
          >
            {messages.data.items.map((m) => (
              <InboxRow key={m.id} item={m} detail={CONTACT_PURPOSE_LABELS[m.purpose]}>
                <RowAction
                  label={T.open}
                  subject={T.messageTitle(m.name)}
                  onClick={() => setOpened({ kind: 'message', item: m })}
                  icon={MailOpen}
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
              <InboxRow key={a.id} item={a} detail={a.jobTitle || T.generalApplication}>
                <span className="adm-row-actions">
                  <RowAction
                    label={T.open}
                    subject={T.applicationTitle(a.name)}
                    onClick={() => setOpened({ kind: 'application', item: a })}
                    icon={MailOpen}
                  />
                  {a.resumeName && (
                    <RowAction
                      label={T.downloadResume}
                      subject={a.name}
                      onClick={() => download(a)}
                      icon={Download}
                    />
                  )}
                </span>
              </InboxRow>
            ))}
          </AdminTable>
        )}
        <Pager page={page} data={data} onPage={setPage} label={T.pagination} />
      </Tabs>
      <section aria-labelledby="inbox-paper-h">
        <h2 id="inbox-paper-h">Paper copies of instructions for use</h2>
        <PaperRequests />
      </section>
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
              {opened.kind === 'application' && opened.item.resumeName && (
                <button type="button" className="adm-btn" onClick={() => download(opened.item)}>
                  {T.downloadResume}
                </button>
              )}
              <button
                type="button"
                className="adm-btn adm-btn--primary"
                onClick={() => toggleHandled(opened)}
              >
                {opened.item.isHandled ? T.markUnhandled : T.markHandled}
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
                <dd>{CONTACT_PURPOSE_LABELS[opened.item.purpose]}</dd>
              </>
            ) : (
              <>
                <dt>{T.phone}</dt>
                <dd>{opened.item.phone}</dd>
                <dt>{T.job}</dt>
                <dd>{opened.item.jobTitle || T.generalApplication}</dd>
              </>
            )}
            <dt>{T.received}</dt>
            <dd>{formatDateTime(opened.item.createdAt)}</dd>
            <dt>{T.message}</dt>
            <dd>{opened.item.message || C.none}</dd>
          </dl>
        </Modal>
      )}
    </AdminPage>
  );
}
