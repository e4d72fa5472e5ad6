/**
 * The site's translator: nested JSON catalogues, `{{name}}` placeholders, plurals by `_one` /
 * `_other` suffix chosen with Intl.PluralRules, one bundled fallback catalogue and others loaded the
 * first time they are chosen. No React here (see ./index.ts for the hook and the site's instance).
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
   * language keeps showing. The last call wins when several overlap.
   */
  changeLanguage(tag: Tag): Promise<void>;
  /** Called after every change of the showing language. */
  subscribe(listener: () => void): () => void;
  /** Changes identity with the language, so React re-renders and memoised callbacks refresh. */
  getSnapshot(): { readonly language: Tag; readonly t: Translate<Key> };
}

interface Options<Tag extends string> {
  /** The bundled language, shown first and used for any text another catalogue lacks. */
  fallback: { tag: Tag; catalogue: Catalogue };
  /** How to fetch the other languages' catalogues. */
  loaders: Partial<Record<Tag, () => Promise<Catalogue>>>;
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
  if (!vars) return text;
  return text.replace(placeholder, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : value === null ? '' : String(value);
  });
}

export function createTranslator<Tag extends string, Key extends string>({
  fallback,
  loaders,
}: Options<Tag>): Translator<Tag, Key> {
  const catalogues = new Map<Tag, Catalogue>([[fallback.tag, fallback.catalogue]]);
  const loading = new Map<Tag, Promise<Catalogue>>();
  const listeners = new Set<() => void>();
  let requested = fallback.tag;

  const translateIn =
    (tag: Tag): Translate<Key> =>
    (key, vars) => {
      const text =
        lookup(catalogues.get(tag), tag, key, vars?.count) ??
        lookup(fallback.catalogue, fallback.tag, key, vars?.count) ??
        key;
      return fill(text, vars);
    };

  let snapshot = { language: fallback.tag, t: translateIn(fallback.tag) };

  function show(tag: Tag) {
    if (snapshot.language === tag) return;
    snapshot = { language: tag, t: translateIn(tag) };
    for (const listener of listeners) listener();
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
      if (requested === tag) show(tag);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
