// Storybook controls for variant props: a select of the values the component really has (read
// from its styles where it can be), instead of the "Set object" box Storybook shows for types
// it cannot resolve (recipe variants, `keyof typeof` style maps).
import { iconPaths } from '../components/Icon/iconPaths';

export const select = (options: readonly string[]) => ({
  control: { type: 'select' as const },
  options: [...options],
});

/** A recipe's options for one variant, e.g. Button's tones. */
export const variantOf = (
  recipe: { classNames: { variants: Record<string, object> } },
  name: string,
) => select(Object.keys(recipe.classNames.variants[name] ?? {}));

/** Every icon name, with "none" for optional icon props. */
export const iconControl = select(Object.keys(iconPaths));
