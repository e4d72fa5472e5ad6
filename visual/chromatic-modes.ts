// Chromatic modes: one snapshot per skin x colour mode at the phone viewport, with motion frozen,
// mirroring the local suite (visual/stories.spec.ts). Used by .storybook/preview.tsx.
export const phoneViewport = { width: 390, height: 844 };

export function chromaticModes(
  skins: readonly string[],
  modes: readonly string[],
): Record<string, { skin: string; theme: string; motion: string; viewport: typeof phoneViewport }> {
  return Object.fromEntries(
    skins.flatMap((skin) =>
      modes.map((theme) => [
        `${skin} ${theme}`,
        { skin, theme, motion: 'off', viewport: phoneViewport },
      ]),
    ),
  );
}
