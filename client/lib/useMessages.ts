// The chrome strings of the current page's language.
import { messagesFor, type Messages } from '../../shared/messages/messages';
import { usePageState } from './pageDataContext';

/** The strings of the language the current page is shown in. */
export function useMessages(): Messages {
  return messagesFor(usePageState().data.locale);
}
