/**
 * The site's translator: nested JSON catalogues, `{{name}}` placeholders, plurals by `_one` /
 * `_other` suffix chosen with Intl.PluralRules, one bundled fallback catalogue (optionally with
 * named parts fetched later: what the first screens need is bundled, each group of pages fetches
 * its part) and others loaded the first time they are chosen. No React here (see ./index.ts for
 * the hook and the site's instance).
 */

export type Catalogue = { readonly [key: string]: string | Catalogue };

/** Dotted paths to every text of a catalogue type (`title.home`). */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends object
      ? `${K}.${LeafPaths<T[K]>}`
      : never;
}[keyof T & string];

/** `records.count` for `records.count_one` / `records.count_other`: plural keys by their base name. */
type PluralBase<K> = K extends `${infer Base}_other`
  ? Base
  : K extends `${infer Base}_one`
    ? Base
    : never;

/** Keys of catalogue type `C`: every text, and every plural by its base name. */
export type KeysOf<C> = LeafPaths<C> | PluralBase<LeafPaths<C>>;

/** Values for `{{name}}` placeholders; `count` also picks the plural form. */
export type TranslationVars = Readonly<Record<string, string | number | null | undefined>>;

export type Translate<Key extends string> = (key: Key, vars?: TranslationVars) => string;

export interface Translator<Tag extends string, Key extends string> {
  /** The language whose catalogue is showing (a BCP 47 tag). */
  readonly language: Tag;
  /** Text in the showing language, else the fallback language, else the key itself. */
  t: Translate<Key>;
  /**
   * Shows `tag` once its catalogue is here (loaded the first time, once); until then the current
   * language keeps showing. Back to the fallback language after `loadAll` or `loadParts`, waits
   * for the parts asked for so far too. The last call wins when several overlap.
   */
  changeLanguage(tag: Tag): Promise<void>;
  /** Whether the showing or the fallback catalogue has this exact text (a dotted path). */
  has(key: string): boolean;
  /**
   * Resolves once every text of the language chosen last is here: its catalogue, or for the
   * fallback language all its parts (each fetched once; a failure lets the next call retry). The
   * missing parts are also fetched when a text is not found, so the text shows once it arrives.
   */
  loadAll(): Promise<void>;
  /** As `loadAll`, for a page that needs only these parts of the fallback catalogue. */
  loadParts(names: readonly string[]): Promise<void>;
  /** Called after every change of the showing language, and when a fallback part arrives. */
  subscribe(listener: () => void): () => void;
  /**
   * Changes identity with the language and when a fallback part arrives, so React re-renders
   * and memoised callbacks refresh.
   */
  getSnapshot(): { readonly language: Tag; readonly t: Translate<Key> };
}

interface Options<Tag extends string> {
  /**
   * The bundled language, shown first and used for any text another catalogue lacks. Each of
   * `parts` fetches top-level entries the bundled `catalogue` leaves out (no two share one).
   */
  fallback: {
    tag: Tag;
    catalogue: Catalogue;
    parts?: Readonly<Record<string, () => Promise<Catalogue>>>;
  };
  /** How to fetch the other languages' catalogues. */
  loaders: Partial<Record<Tag, () => Promise<Catalogue>>>;
  /**
   * Values every text may use (the merchant's name); a call's own values win. A function is asked
   * each time a text with a placeholder is filled, so the values may follow the page (the skin on
   * `<html>`, which Storybook's skin toolbar changes under a page story).
   */
  defaults?: TranslationVars | (() => TranslationVars);
}

const placeholder = /{{\s*(\w+)\s*}}/g;

function find(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(tag: string, count: number): string {
  let rules = pluralRules.get(tag);
  if (!rules) pluralRules.set(tag, (rules = new Intl.PluralRules(tag)));
  return rules.select(count);
}

function lookup(catalogue: Catalogue | undefined, tag: string, key: string, count: unknown) {
  if (typeof count === 'number') {
    const plural = find(catalogue, `${key}_${pluralOf(tag, count)}`);
    if (plural !== undefined) return plural;
  }
  return find(catalogue, key);
}

/** Fills `{{name}}`; a placeholder without a value stays visible rather than vanishing. */
function fill(text: string, vars: TranslationVars | undefined): string {
  if (!vars || !text.includes('{{')) return text;
  return text.replace(placeholder, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : value === null ? '' : String(value);
  });
}

export function createTranslator<Tag extends string, Key extends string>({
  fallback,
  loaders,
  defaults,
}: Options<Tag>): Translator<Tag, Key> {
  const catalogues = new Map<Tag, Catalogue>([[fallback.tag, fallback.catalogue]]);
  const loading = new Map<Tag, Promise<Catalogue>>();
  const listeners = new Set<() => void>();
  let requested = fallback.tag;
  const partLoaders = fallback.parts ?? {};
  const missingParts = new Set(Object.keys(partLoaders));
  const partsLoading = new Map<string, Promise<void>>();
  /** The parts pages have asked for: the fallback language shows again only once they are here. */
  const wantedParts = new Set<string>();

  const translateIn =
    (tag: Tag): Translate<Key> =>
    (key, vars) => {
      const text =
        lookup(catalogues.get(tag), tag, key, vars?.count) ??
        lookup(catalogues.get(fallback.tag), fallback.tag, key, vars?.count);
      if (text === undefined && missingParts.size > 0)
        void loadFallbackParts([...missingParts]).catch(() => undefined);
      const shown = text ?? key;
      if (!defaults || !shown.includes('{{')) return fill(shown, vars);
      return fill(shown, { ...(typeof defaults === 'function' ? defaults() : defaults), ...vars });
    };

  let snapshot = { language: fallback.tag, t: translateIn(fallback.tag) };

  function notify(tag: Tag) {
    snapshot = { language: tag, t: translateIn(tag) };
    for (const listener of listeners) listener();
  }

  function show(tag: Tag) {
    if (snapshot.language !== tag) notify(tag);
  }

  function loadPart(name: string): Promise<void> {
    if (!missingParts.has(name)) return Promise.resolve();
    let pending = partsLoading.get(name);
    if (!pending) {
      pending = partLoaders[name]!().then(
        (part) => {
          catalogues.set(fallback.tag, { ...catalogues.get(fallback.tag), ...part });
          missingParts.delete(name);
          partsLoading.delete(name);
          notify(snapshot.language);
        },
        (error: unknown) => {
          partsLoading.delete(name); // the next call tries again
          throw error;
        },
      );
      partsLoading.set(name, pending);
    }
    return pending;
  }

  const loadFallbackParts = (names: readonly string[]) =>
    Promise.all(names.map(loadPart)).then(() => undefined);

  function loadParts(names: readonly string[]): Promise<void> {
    const unknown = names.find((name) => !partLoaders[name]);
    if (unknown !== undefined)
      return Promise.reject(new Error(`No part "${unknown}" of the fallback catalogue`));
    for (const name of names) wantedParts.add(name);
    if (requested === fallback.tag) return loadFallbackParts(names);
    // The chosen catalogue cannot arrive: the fallback language keeps showing, complete.
    return load(requested).then(
      () => undefined,
      () => loadFallbackParts(names),
    );
  }

  function load(tag: Tag): Promise<Catalogue> {
    const have = catalogues.get(tag);
    if (have) return Promise.resolve(have);
    let pending = loading.get(tag);
    if (!pending) {
      const loader = loaders[tag];
      if (!loader) return Promise.reject(new Error(`No catalogue for language "${tag}"`));
      pending = loader().then(
        (catalogue) => {
          catalogues.set(tag, catalogue);
          return catalogue;
        },
        (error: unknown) => {
          loading.delete(tag); // a later choice tries again
          throw error;
        },
      );
      loading.set(tag, pending);
    }
    return pending;
  }

  return {
    get language() {
      return snapshot.language;
    },
    t: (key, vars) => snapshot.t(key, vars),
    async changeLanguage(tag) {
      requested = tag;
      if (!catalogues.has(tag)) await load(tag);
      if (tag === fallback.tag && wantedParts.size > 0) await loadFallbackParts([...wantedParts]);
      if (requested === tag) show(tag);
    },
    loadAll: () => loadParts(Object.keys(partLoaders)),
    loadParts,
    has: (key) =>
      find(catalogues.get(snapshot.language), key) !== undefined ||
      find(catalogues.get(fallback.tag), key) !== undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
