import { useTranslation } from '../i18n';
import { ThemeToggle } from '@playdeck/ui';
import { useTheme } from './theme';

/** The dark-mode switch, wired to the site's mode store (stored on this device). */
export function ThemeModeSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const mode = useTheme((s) => s.mode);
  const setMode = useTheme((s) => s.setMode);
  return (
    <ThemeToggle
      value={mode}
      onValueChange={setMode}
      label={t('settings.darkMode')}
      className={className}
    />
  );
}
