import { useTranslation } from '../../i18n';
import { CHAT_REDIRECT_DELAY_MS, chatLanguage } from '@playdeck/domain';
import { presentError } from '../../api/queryClient';
import { usePreferences } from '../../stores/preferences';
import { hideLoading, LONG_LOADING_MS, showLoading } from '../../stores/ui';
import { useChatLaunchCall } from './queries';

/** The skin's accent as `#rrggbb` for the chat page's header, when the theme gives a hex value. */
function headerColour(): string | undefined {
  const value = getComputedStyle(document.documentElement)
    .getPropertyValue('--pd-color-accent')
    .trim();
  return /^#[0-9a-f]{3,8}$/i.test(value) ? value : undefined;
}

/** Only web addresses are followed: a chat address is never a script. */
export function safeChatUrl(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Opens live chat (spec 1 §4, §7): the loading text (up to 9999 s), the launch call with the
 * player's language (CN variants as CN), this page as the way back and the skin's colour, then
 * the returned address after 0.5 s.
 */
export function useChatLaunch(): () => Promise<void> {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  const launch = useChatLaunchCall();
  return async () => {
    showLoading(t('messages.chat.launching'), LONG_LOADING_MS);
    try {
      const { chatUrl } = await launch.mutateAsync({
        b2c: 1,
        language: chatLanguage(language),
        backUrl: window.location.pathname + window.location.search,
        headerColor: headerColour(),
        title: t('messages.centre.liveChat'),
      });
      const target = safeChatUrl(chatUrl);
      if (!target) throw new Error('chat address is not a web address');
      setTimeout(() => window.location.assign(target), CHAT_REDIRECT_DELAY_MS);
    } catch (error) {
      hideLoading();
      presentError(error);
    }
  };
}
