// A throwaway copy of tokens/src for tests that feed the checks bad tokens.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSourceDir } from '../lib/load';

// Tests reach into arbitrary token JSON, so its shape is deliberately loose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

export interface SourceCopy {
  dir: string;
  /** Changes one JSON file in the copy (path relative to src). */
  edit(file: string, change: (json: Json) => void): void;
  write(file: string, content: string): void;
  remove(): void;
}

export function copyOfSources(): SourceCopy {
  const dir = mkdtempSync(join(tmpdir(), 'pd-tokens-'));
  cpSync(defaultSourceDir, dir, { recursive: true });
  return {
    dir,
    edit(file, change) {
      const full = join(dir, file);
      let json: Json = {};
      try {
        json = JSON.parse(readFileSync(full, 'utf8'));
      } catch {
        // a new file
      }
      change(json);
      writeFileSync(full, JSON.stringify(json, null, 2));
    },
    write(file, content) {
      writeFileSync(join(dir, file), content);
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
