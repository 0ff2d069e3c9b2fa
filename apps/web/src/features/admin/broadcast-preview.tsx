import type { Broadcast } from '@manovo/api/domain';
import { Modal } from '@manovo/ui/modal';
import { BroadcastCardBody } from '../broadcasts/broadcast-card';
import { ADMIN_TEXT } from './messages';

/** Shows a broadcast the way the public card will (image, title, summary, author, date). */
export function BroadcastPreviewModal({ item, onClose }: { item: Broadcast; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={`${ADMIN_TEXT.broadcasts.previewTitle}: ${item.title}`}>
      <div className="adm-preview">
        <article className="bcard">
          <BroadcastCardBody item={item} />
        </article>
      </div>
    </Modal>
  );
}
