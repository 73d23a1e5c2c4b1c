// The English chrome strings: the catalogue every other language falls back to, string by string.

export const en = {
  /** The language menu's button label. */
  'language.menu': 'Language',
  /** Notice on a page a translation does not have yet (the English article is shown). */
  'translation.missing': 'This page is not translated yet; it is shown in English.',
  /** Link under the missing notice. */
  'translation.help': 'Help translate it',
  /** Notice on a translated page whose English source changed after it; {date} is the English page's last change. */
  'translation.outdated': 'The English version of this page is newer (updated {date}).',
  /** Link to the English page from the outdated notice. */
  'translation.readEnglish': 'Read the English version',
  /** Heading of the list of a page's translators. */
  'translators.title': 'Translators',
};

/** Every key a catalogue may give. */
export type MessageKey = keyof typeof en;
