import { MESSAGES, type PreviewSection } from '@manovo/api/domain';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { ADMIN_TEXT } from './messages';
import { failureText } from './utils';

type Props = { kind: PreviewSection; id: number };

/**
 * Opens the item's public page through a signed one-hour link, in a new tab (docs/product.md, "Preview
 * before publishing"): what is saved, as visitors will see it, whatever its status. The tab is opened
 * at the click (a tab opened after the request would count as a pop-up) and sent to the link once it
 * arrives; it does not keep a handle on this window.
 */
export function PreviewLinkButton({ kind, id }: Props) {
  const create = trpc.preview.create.useMutation();
  const [error, setError] = useState('');

  const open = async () => {
    setError('');
    const tab = window.open('', '_blank');
    try {
      const { url } = await create.mutateAsync({ kind, id });
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.open(url, '_blank', 'noopener');
    } catch (err) {
      tab?.close();
      setError(failureText(MESSAGES.loadFailed, err));
    }
  };

  return (
    <>
      {error && (
        <span className="adm-form__error" role="alert">
          {error}
        </span>
      )}
      <button
        type="button"
        className="adm-btn"
        onClick={open}
        disabled={create.isPending}
        title={ADMIN_TEXT.common.previewHint}
      >
        {ADMIN_TEXT.common.preview}
      </button>
    </>
  );
}
