import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 28 items 11 and 13, for real: the server process is started as `npm start` starts it,
// then stopped the ways people stop it, and the port must come free; a database folder it cannot
// use must end the start with a sentence, not a stack trace.
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const root = join(serverDir, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'playdeck-process-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function until(what: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await what()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return what();
}

/** Processes (Linux /proc) carrying this run's marker in their environment. */
function processesMarked(marker: string): number[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return [];
  }
  return pids
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'latin1').includes(
          `PLAYDECK_TEST_MARK=${marker}`,
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

interface Started {
  child: ChildProcess;
  port: number;
  marker: string;
  output: () => string;
}

const seededDb = join(scratch, 'shared.sqlite');

/** `node scripts/run.mjs serve` (what `npm start` runs after building), in its own process group. */
async function start(command: string, args: string[]): Promise<Started> {
  const port = await freePort();
  const marker = `${port}-${Math.random().toString(36).slice(2)}`;
  let out = '';
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port), PLAYDECK_DB: seededDb, PLAYDECK_TEST_MARK: marker },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const up = await until(() => portOpen(port), 40_000);
  const s = { child, port, marker, output: () => out };
  started.push(s);
  expect(up, out).toBe(true);
  return s;
}

async function expectGone(s: Started): Promise<void> {
  const closed = await until(async () => !(await portOpen(s.port)), 10_000);
  expect(closed, `port ${s.port} still answers\n${s.output()}`).toBe(true);
  const left = await until(async () => processesMarked(s.marker).length === 0, 10_000);
  expect(left, `processes left: ${processesMarked(s.marker).join(', ')}`).toBe(true);
}

const started: Started[] = [];
// Whatever a failed test leaves running is stopped here, so no run leaves an orphan behind.
afterEach(() => {
  for (const s of started.splice(0))
    for (const pid of processesMarked(s.marker))
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
});

describe('stopping npm start', () => {
  it('Ctrl-C (SIGINT to the whole foreground group) stops the server', async () => {
    const s = await start(process.execPath, ['scripts/run.mjs', 'serve']);
    process.kill(-s.child.pid!, 'SIGINT');
    await expectGone(s);
  });

  it('killing the launcher (SIGTERM to its process only) stops the server', async () => {
    const s = await start(process.execPath, ['scripts/run.mjs', 'serve']);
    process.kill(s.child.pid!, 'SIGTERM');
    await expectGone(s);
  });

  it('killing the launcher outright (SIGKILL, nothing can be forwarded) stops the server', async () => {
    const s = await start(process.execPath, ['scripts/run.mjs', 'serve']);
    process.kill(s.child.pid!, 'SIGKILL');
    await expectGone(s);
  });

  for (const signal of ['SIGTERM', 'SIGKILL'] as const)
    it(`killing npm itself (${signal} to the npm process) stops the server`, async () => {
      const s = await start('npm', ['run', '--silent', 'serve']);
      process.kill(s.child.pid!, signal);
      await expectGone(s);
    });
});

/** Starts the server directly with a database path; answers its exit code and output. */
function startWith(dbFile: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: '0', PLAYDECK_DB: dbFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('a database it cannot use', () => {
  it('a folder that cannot be made (a file is in the way): one clear sentence, exit 1', async () => {
    const blocker = join(scratch, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const r = await startWith(join(blocker, 'data', 'playdeck.sqlite'));
    expect(r.code).toBe(1);
    expect(r.output).toContain(
      `Cannot open the database ${join(blocker, 'data', 'playdeck.sqlite')}`,
    );
    expect(r.output).toContain('PLAYDECK_DB');
    expect(r.output).not.toMatch(/\n\s+at |SqliteError|node:internal/);
  });

  it('a path that is a folder, not a file (SQLITE_CANTOPEN): one clear sentence, exit 1', async () => {
    const folder = join(scratch, 'is-a-folder.sqlite');
    mkdirSync(folder);
    const r = await startWith(folder);
    expect(r.code).toBe(1);
    expect(r.output).toContain(`Cannot open the database ${folder}`);
    expect(r.output).not.toMatch(/\n\s+at |SqliteError|node:internal/);
  });

  it.skipIf(process.getuid?.() === 0)(
    'a read-only folder: one clear sentence, exit 1',
    async () => {
      const folder = join(scratch, 'read-only');
      mkdirSync(folder, { mode: 0o555 });
      const r = await startWith(join(folder, 'playdeck.sqlite'));
      expect(r.code).toBe(1);
      expect(r.output).toContain('Cannot open the database');
      expect(r.output).not.toMatch(/\n\s+at |SqliteError|node:internal/);
    },
  );
});
