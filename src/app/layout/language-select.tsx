import { useId } from 'react';
import { appMessages, changeLanguage, useLanguage } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { isLanguage, languageNames, languages } from '../../lib/i18n/languages.ts';
import './language-select.css';

/** The interface language, applied at once: the header's, and Settings' (which names it in its own words). */
export function LanguageSelect({ label }: { label?: string }) {
  const t = useMessages(appMessages);
  const language = useLanguage();
  const id = useId();
  return (
    <span className="field-inline">
      <label htmlFor={id}>{label ?? t.app.language}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code === 'cn' ? 'zh-CN' : code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
