// The chat panel, loaded on the first click of the chat button.
import { useEffect, useRef } from 'react';
import { useMessages } from '../lib/useMessages';

const CHAT_URL = 'https://discord.com/invite/5sxFZPdx2k';

/** A small dialog pointing to the community chat room. */
export function ChatWidget({ onClose }: { onClose: () => void }) {
  const messages = useMessages();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="chat-widget" role="dialog" aria-modal="false" aria-labelledby="chat-title">
      <div className="chat-widget__header">
        <h2 id="chat-title">{messages['chat.title']}</h2>
        <button ref={closeRef} type="button" className="chat-widget__close" onClick={onClose} aria-label={messages['chat.close']}>
          ×
        </button>
      </div>
      <p>{messages['chat.text']}</p>
      <a className="button" href={CHAT_URL} rel="noopener noreferrer">
        {messages['chat.open']}
      </a>
    </div>
  );
}
