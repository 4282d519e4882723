import { useId } from 'react';
import { appMessages, changeLanguage, useLanguage } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { isLanguage, languageNames, languages } from '../../lib/i18n/languages.ts';

export function LanguageSelect() {
  const t = useMessages(appMessages);
  const language = useLanguage();
  const id = useId();
  return (
    <span className="field-inline">
      <label htmlFor={id}>{t.app.language}</label>
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
