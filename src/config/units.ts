import { useMemo } from 'react';
import { useLanguage } from '../lib/i18n/message-table.ts';
import type { Language } from '../lib/i18n/languages.ts';
import { type RuntimeConfig, unitIn, useRuntimeConfig } from './runtime-config.ts';

function unitsIn(units: RuntimeConfig['units'], language: Language): Readonly<Record<string, string>> {
  const resolved: Record<string, string> = {};
  for (const field of Object.keys(units)) {
    const text = unitIn(units, field, language);
    if (text !== undefined) resolved[field] = text;
  }
  return resolved;
}

/** The deployment's units by field name, in the page's language. */
export function useUnits(): Readonly<Record<string, string>> {
  const { units } = useRuntimeConfig();
  const language = useLanguage();
  return useMemo(() => unitsIn(units, language), [units, language]);
}
