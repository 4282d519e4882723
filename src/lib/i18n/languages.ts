// The service's language codes (section 4.1: ru, en, cn) are the UI's too; `locale` is what Intl needs.
export const languages = ['en', 'ru', 'cn'] as const;
export type Language = (typeof languages)[number];

export const locales: Record<Language, string> = { en: 'en-GB', ru: 'ru-RU', cn: 'zh-CN' };
/** Each language's name in itself, for the language picker. */
export const languageNames: Record<Language, string> = { en: 'English', ru: 'Русский', cn: '中文' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** First visit: the browser's preferred language when it is one of ours, else English. */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ru') return 'ru';
    if (base === 'zh') return 'cn';
    if (base === 'en') return 'en';
  }
  return 'en';
}
