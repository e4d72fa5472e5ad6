// Builds the DTCG token files into one CSS file per skin, with a block per mode selected by
// `data-skin` and `data-theme` on <html>. Variable names match packages/ui's theme contract.
import StyleDictionary from 'style-dictionary';
import { readdirSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'build');
const skins = readdirSync(join(here, 'src', 'skins'));
const modes = ['dark', 'light'];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

for (const skin of skins) {
  const blocks = [];
  for (const mode of modes) {
    const sd = new StyleDictionary({
      usesDtcg: true,
      log: { verbosity: 'silent', warnings: 'disabled' },
      source: [
        join(here, 'src/base/primitives.json'),
        join(here, `src/base/${mode}.json`),
        join(here, `src/skins/${skin}/*.json`),
      ],
      platforms: {
        css: {
          transformGroup: 'css',
          prefix: 'pd',
          buildPath: `${out}/tmp/`,
          files: [
            {
              destination: `${skin}-${mode}.css`,
              format: 'css/variables',
              options: {
                selector: `:root[data-skin='${skin}'][data-theme='${mode}']`,
                outputReferences: false,
              },
            },
          ],
        },
      },
    });
    await sd.buildAllPlatforms();
    blocks.push(readFileSync(join(out, 'tmp', `${skin}-${mode}.css`), 'utf8'));
  }
  writeFileSync(join(out, `${skin}.css`), blocks.join('\n'));
}
rmSync(join(out, 'tmp'), { recursive: true, force: true });
console.log(`tokens: built ${skins.length} skin(s) x ${modes.length} modes into tokens/build/`);
