import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_FILE, rewriteEntryForPaintFirst } from '../../vite.paintFirst';

const built = `<head>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
</head>`;

describe('paint first, then run', () => {
  const html = rewriteEntryForPaintFirst(built);

  it('downloads the entry at once but starts it from boot.js, after the shell has painted', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" data-boot href="/assets/index-abc.js">',
    );
    expect(html).toContain(
      `<script src="/${BOOT_FILE}" data-entry="/assets/index-abc.js" defer></script>`,
    );
  });

  it("fetches the scripts after the shell's styles, at low priority", () => {
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" data-boot href="/assets/react-def.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
  });

  it('stops the build when the page has no module entry to start', () => {
    expect(() => rewriteEntryForPaintFirst('<head></head>')).toThrow(/no module entry/);
  });

  it('has its boot script in public/, where the build copies it from', () => {
    const boot = readFileSync(join(__dirname, '../../public', BOOT_FILE), 'utf8');
    expect(boot).toContain("getAttribute('data-entry')");
  });
});
