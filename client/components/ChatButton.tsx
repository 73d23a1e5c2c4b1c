// Floating chat button: the chat widget's chunk is loaded on the first click only.
import { useCallback, useState } from 'react';
import { useLazyChunk } from '../lib/useLazyChunk';
import { LazyError } from './LazyError';
import { useMessages } from '../lib/useMessages';

/** The chat launcher. */
export function ChatButton() {
  const messages = useMessages();
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const chat = useLazyChunk('chat', requested);
  const close = useCallback(() => setOpen(false), []);
  return (
    <div className="chat">
      {open && chat.module && <chat.module.ChatWidget onClose={close} />}
      {open && chat.error && <LazyError what={messages['lazy.chat']} error={chat.error} retry={chat.retry} />}
      <button
        type="button"
        className="chat__button"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen((o) => !o);
        }}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M4 4h16v12H7l-3 3z" />
        </svg>
        <span>{messages['chat.button']}</span>
      </button>
    </div>
  );
}
