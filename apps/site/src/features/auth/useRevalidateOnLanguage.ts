import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { AccountTiming } from '@playdeck/domain';
import { usePreferences } from '../../stores/preferences';

/**
 * After the language changes and stays put for 200 ms, checks again the fields that hold a value,
 * so their messages are rebuilt in the new language (spec 1 §4).
 */
export function useRevalidateOnLanguage<T extends FieldValues>(form: UseFormReturn<T>): void {
  const language = usePreferences((s) => s.language);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      const values = form.getValues();
      const filled = Object.keys(values).filter((k) => {
        const v: unknown = values[k];
        return typeof v === 'string' ? v !== '' : false;
      }) as Path<T>[];
      if (filled.length) void form.trigger(filled);
    }, AccountTiming.languageRevalidate);
    return () => clearTimeout(timer);
  }, [language, form]);
}
