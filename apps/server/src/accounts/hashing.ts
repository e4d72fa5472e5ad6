import { availableParallelism } from 'node:os';
import { scrypt, type ScryptOptions } from 'node:crypto';

/**
 * scrypt on libuv's thread pool, at most one per core but one (at least one): password checks
 * never hold the event loop, and a burst of them (logins, payment passwords) cannot take every
 * core from it either; the rest wait their turn here.
 */
const SLOTS = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** scrypt with the cost given, off the event loop and within the slots above. */
export function deriveKey(
  secret: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions = {},
): Promise<Buffer> {
  return slot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(secret, salt, length, { maxmem: 64 * 1024 * 1024, ...options }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}
