// The visible sign that the pages of the language being read are saved on this device. Part of
// the offline reading chunk, which alone knows when they are: a small status line beside the
// application's root (React never renders or hydrates it), in the page's language.
import { messagesFor } from '../../shared/messages/messages';

const SIGN_ID = 'offline-saved';

/** Shows "Available offline" in the language given, or removes the sign with null. */
export function showOfflineSign(locale: string | null): void {
  let sign = document.getElementById(SIGN_ID);
  if (locale === null) {
    sign?.remove();
    return;
  }
  if (!sign) {
    sign = document.createElement('p');
    sign.id = SIGN_ID;
    sign.className = 'offline-saved';
    sign.setAttribute('role', 'status');
    document.body.appendChild(sign);
  }
  sign.lang = locale;
  sign.dataset.offlineSaved = locale;
  sign.textContent = messagesFor(locale)['offline.saved'];
}
