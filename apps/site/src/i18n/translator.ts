/**
 * The site's translator: nested JSON catalogues, `{{name}}` placeholders, plurals by `_one` /
 * `_other` suffix chosen with Intl.PluralRules, one bundled fallback catalogue (optionally in two
 * parts: what the first screen needs, and the rest fetched later) and others loaded the first time
 * they are chosen. No React here (see ./index.ts for the hook and the site's instance).
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
   * language keeps showing. Back to the fallback language after `loadAll`, waits for the rest of
   * its catalogue too. The last call wins when several overlap.
   */
  changeLanguage(tag: Tag): Promise<void>;
  /** Whether the showing or the fallback catalogue has this exact text (a dotted path). */
  has(key: string): boolean;
  /**
   * Resolves once every text of the language chosen last is here: its catalogue, or for the
   * fallback language the rest of it (fetched once; a failure lets the next call retry). The rest
   * is also fetched when a text is not found while it is missing, so the text shows once it
   * arrives.
   */
  loadAll(): Promise<void>;
  /** Called after every change of the showing language, and when the fallback's rest arrives. */
  subscribe(listener: () => void): () => void;
  /**
   * Changes identity with the language and when the fallback's rest arrives, so React re-renders
   * and memoised callbacks refresh.
   */
  getSnapshot(): { readonly language: Tag; readonly t: Translate<Key> };
}

interface Options<Tag extends string> {
  /**
   * The bundled language, shown first and used for any text another catalogue lacks. `rest`
   * fetches the top-level entries the bundled `catalogue` leaves out.
   */
  fallback: { tag: Tag; catalogue: Catalogue; rest?: () => Promise<Catalogue> };
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
  let restMissing = fallback.rest !== undefined;
  let restLoading: Promise<void> | undefined;
  /** Whether some page wanted every text: then the fallback language shows only when complete. */
  let allWanted = false;

  const translateIn =
    (tag: Tag): Translate<Key> =>
    (key, vars) => {
      const text =
        lookup(catalogues.get(tag), tag, key, vars?.count) ??
        lookup(catalogues.get(fallback.tag), fallback.tag, key, vars?.count);
      if (text === undefined && restMissing) void loadRest().catch(() => undefined);
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

  function loadRest(): Promise<void> {
    if (!fallback.rest || !restMissing) return Promise.resolve();
    restLoading ??= fallback.rest().then(
      (rest) => {
        catalogues.set(fallback.tag, { ...catalogues.get(fallback.tag), ...rest });
        restMissing = false;
        notify(snapshot.language);
      },
      (error: unknown) => {
        restLoading = undefined; // the next call tries again
        throw error;
      },
    );
    return restLoading;
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
      if (tag === fallback.tag && allWanted) await loadRest();
      if (requested === tag) show(tag);
    },
    loadAll() {
      allWanted = true;
      if (requested === fallback.tag) return loadRest();
      // The chosen catalogue cannot arrive: the fallback language keeps showing, complete.
      return load(requested).then(() => undefined, loadRest);
    },
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
