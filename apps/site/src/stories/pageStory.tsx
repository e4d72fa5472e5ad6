import '../app/global.css';
import { useState } from 'react';
import type { Loader, StoryContext } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, matchRoutes } from 'react-router-dom';
import { htmlLangOf, type Language, type SessionInfo } from '@playdeck/domain';
import { LinkProvider, toast } from '@playdeck/ui';
import { i18n, type TranslationKey } from '../i18n';
import { setErrorPresenter } from '../api/queryClient';
import { SiteRoutes } from '../app/router';
import { SiteLink } from '../app/SiteLink';
import { routerPaths } from '../app/routes';
import { useTheme } from '../shell/theme';
import { listenForPlayerStart } from '../lib/playerStart';
import { reserve } from '../lib/WhenNear.css';
import { usePreferences } from '../stores/preferences';
import { useSession } from '../stores/session';
import { HOME_CATEGORY, useUi } from '../stores/ui';
import { seededClient, type PageSeed, type Viewer } from './seed';
import { takeRefusedCalls } from './storyApiClient';
import * as styles from './pageStory.css';

/** What a page story shows: the site at a path, as seen by a viewer, with its demo data. */
export interface PageStoryParameters {
  /** The address, as a player opens it (`/m/slot-games`, `/m/home?x=1`). */
  path: string;
  viewer: Viewer;
  /** The data the page's calls answer with, one module per page (./fixtures). */
  seeds: readonly PageSeed[];
}

/** The demo accounts' sessions (their member info is in ./fixtures/member.ts). */
const sessions: Record<Viewer, SessionInfo | null> = {
  visitor: null,
  member: {
    token: 'story-member-token',
    id: 20417,
    userName: 'juan.delacruz',
    type: 0,
    merchantCode: 'playdeck',
    firstTimeLogin: false,
  },
  agent: {
    token: 'story-agent-token',
    id: 30412,
    userName: 'ate.marites',
    type: 41,
    merchantCode: 'playdeck',
    firstTimeLogin: false,
  },
};

const pageOf = (context: StoryContext) => context.parameters.page as PageStoryParameters;
const languageOf = (context: StoryContext): Language =>
  context.globals.locale === 'en' ? 'EN' : 'TY';

// A failed call after a tap shows as the site shows it: a short toast in the page's language.
setErrorPresenter((message) => {
  toast.show('key' in message ? i18n.t(message.key) : message.text, {
    duration: 'short',
    tone: 'danger',
  });
});

/**
 * Before each render: the viewer's session and the toolbar's language in the site's stores, the
 * language's texts and the page's code loaded, the shell's panels closed.
 */
const preparePage: Loader = async (context) => {
  const page = pageOf(context);
  const language = languageOf(context);
  takeRefusedCalls();
  if (underTestRunner()) holdCarouselsFromNowOn();
  useSession.setState({ session: sessions[page.viewer], trialUserName: null });
  usePreferences.setState({ language, balanceVisible: true });
  useTheme.setState({ mode: context.globals.theme === 'light' ? 'light' : 'dark' });
  // Texts that name the merchant read the skin on <html> as they are drawn: put it there before
  // the render (the preview's decorator sets it too, but only after its story has rendered).
  const skin = context.globals.skin as string | undefined;
  if (skin && skin !== 'all') document.documentElement.dataset.skin = skin;
  useUi.setState({
    sidePanelOpen: false,
    referralOpen: false,
    downloadBarClosed: false,
    homeCategory: HOME_CATEGORY,
    dialogs: [],
    loading: null,
  });
  await i18n.changeLanguage(htmlLangOf(language));
  await i18n.loadAll();
  const pathname = new URL(page.path, 'http://site').pathname;
  const route = matchRoutes(routerPaths(), pathname)?.at(-1)?.route.route;
  await route?.page.preload();
  return {};
};

/** The site's routes (frame and page) at the story's path, over a query cache of demo data. */
function SiteAt({ page, language }: { page: PageStoryParameters; language: Language }) {
  const [client] = useState(() => seededClient(page.seeds, { viewer: page.viewer, language }));
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[page.path]}>
        <LinkProvider component={SiteLink}>
          <div className={styles.site}>
            <SiteRoutes />
          </div>
        </LinkProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function renderPage(_args: unknown, context: StoryContext) {
  const language = languageOf(context);
  // Another language is another cache: the calls carry the language in their keys.
  return <SiteAt key={language} page={pageOf(context)} language={language} />;
}

/** Whether the story runs under the visual suite (it identifies as Storybook's test runner). */
const underTestRunner = () => navigator.userAgent.includes('StorybookTestRunner');

/**
 * Under the visual suite only: presses the button named by the text `key` as soon as the page
 * draws it, to hold something that changes on its own timer (home's jackpot grows every 3-5 s
 * from its first draw: a capture must hold it before it first grows). Call it from a loader; a
 * button already on the page (the story before a remount) is left alone.
 */
export function pressOnSight(key: TranslationKey): void {
  if (!underTestRunner()) return;
  const before = new Set(document.querySelectorAll('button'));
  const press = () => {
    const label = i18n.t(key);
    const button = [
      ...document.querySelectorAll<HTMLButtonElement>(`button[aria-label="${label}"]`),
    ].find((b) => !before.has(b));
    if (!button) return false;
    button.click();
    return true;
  };
  const watch = new MutationObserver(() => {
    if (press()) watch.disconnect();
  });
  watch.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => watch.disconnect(), FOUND_WITHIN_MS);
}

const FOUND_WITHIN_MS = 10_000;
/** How often a story looks again while it waits. */
const LOOK_AGAIN_MS = 50;
/** Time for a touched carousel to load and draw its first slide. */
const CAROUSEL_START_MS = 200;

async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + FOUND_WITHIN_MS;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`The page story waited in vain for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
  }
}

let carouselWatch: MutationObserver | null = null;

/**
 * Under the visual suite: from the loader on, holds every carousel the moment Swiper draws it, as
 * a mouse resting on its slides does (its pause button keeps its look). Held later, a carousel
 * could already have moved on: on a busy machine a capture can come after its 5 s or 8 s autoplay.
 */
function holdCarouselsFromNowOn() {
  carouselWatch?.disconnect();
  const held = new WeakSet<Element>();
  const hold = () => {
    for (const slides of document.querySelectorAll(
      'section[aria-roledescription="carousel"] .swiper',
    )) {
      // The mouse rests on the innermost element of a slide: every holder around it sees it enter.
      let resting = slides.querySelector('.swiper-slide > *');
      if (held.has(slides) || !resting) continue;
      while (resting.firstElementChild) resting = resting.firstElementChild;
      held.add(slides);
      resting.dispatchEvent(
        new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }),
      );
    }
  };
  carouselWatch = new MutationObserver(hold);
  carouselWatch.observe(document.body, { childList: true, subtree: true });
  hold();
}

/**
 * After the render: the player "starts" (home draws its lower blocks, as after a first scroll),
 * the page's code and every block are in, banner carousels run, and no call went unanswered: a
 * call the demo data lacks fails the story by name in the visual suite, so a page that starts
 * asking for something new gets its data.
 */
export async function settlePage() {
  listenForPlayerStart();
  window.dispatchEvent(new Event('scroll'));
  const loading = () =>
    document.querySelector('[data-page-loading]') !== null ||
    document.querySelector(`.${reserve}`) !== null;
  await until(() => !loading(), 'its page and blocks to load');
  // Banners show as a still picture until the carousel starts, 2.5 s in or at the player's first
  // touch (lib/LazyBannerCarousel): touch them now, so every capture shows the running carousel.
  const still = () =>
    [...document.querySelectorAll('section[aria-roledescription="carousel"]')].filter(
      (carousel) => !carousel.querySelector('button'),
    );
  for (const carousel of still())
    carousel.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, CAROUSEL_START_MS));
  await until(() => !loading() && still().length === 0, 'its banner carousel to start');
  const refused = takeRefusedCalls();
  if (refused.length) {
    const calls = refused.map((c) => `${c.id} ${JSON.stringify(c.params ?? {})}`);
    const missing = `The page asked for calls its story has no demo data for (seed them in apps/site/src/stories/fixtures):\n${calls.join('\n')}`;
    // A designer still sees the page (the parts without data show as the site shows a
    // refusal), with the calls listed in the console. The visual suite sees a play function that
    // throws as finished, so there the story reports them as a page error and never finishes:
    // the suite fails it after its wait, with this message (visual/stories.spec.ts).
    if (!underTestRunner()) return console.warn(missing);
    reportError(new Error(missing));
    await new Promise(() => {});
  }
}

/**
 * The story settings every page story shares (spread into its meta, which also says
 * `tags: ['page']` itself: Storybook reads tags from the file, and the visual suite's coverage
 * keys on it, visual/coverage.json).
 */
export const pageStoryMeta = {
  parameters: { layout: 'fullscreen' },
  loaders: [preparePage],
  render: renderPage,
  play: settlePage,
};
