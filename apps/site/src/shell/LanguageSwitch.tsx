import { useId } from 'react';
import { useTranslation } from '../i18n';
import { LANGUAGES } from '@playdeck/domain';
import { usePreferences } from '../stores/preferences';
import * as styles from './LanguageSwitch.css';

/** TY / EN choice as a radio group; the change applies at once (text, `<html lang>`, API header). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  const setLanguage = usePreferences((s) => s.setLanguage);
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('language.legend')}</legend>
      <div className={styles.group}>
        {LANGUAGES.map((code) => (
          <label key={code} className={styles.option} lang={code === 'EN' ? 'en' : 'fil'}>
            <input
              className={styles.input}
              type="radio"
              name={name}
              value={code}
              checked={language === code}
              onChange={() => setLanguage(code)}
            />
            {t(`language.${code}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
