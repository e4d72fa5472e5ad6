import { createContext, useContext } from 'react';

/** The site's TY or EN text for a catalogue key (Storybook's Language toolbar), if it has one. */
export interface StoryText {
  lang: 'fil' | 'en';
  text: (key: string) => string | undefined;
}

/**
 * Filled by .storybook/preview.tsx from the site's own catalogues (apps/site/src/i18n/locales),
 * so a story shows the words players read, in Filipino by default, as the site does. The package
 * itself never imports the site: without the provider, stories show their English fallback.
 */
export const StoryTextContext = createContext<StoryText>({ lang: 'en', text: () => undefined });

/** `t(key, english)`: the toolbar language's text for `key`, else the English given. */
export function useStoryText(): (key: string, english: string) => string {
  const { text } = useContext(StoryTextContext);
  return (key, english) => text(key) ?? english;
}
