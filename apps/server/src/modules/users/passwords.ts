import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { Password } from '@one-world/contract';

// @node-rs/argon2 defaults to argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane).

/** An argon2id hash of the password (PHC string, salt included). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown email) it verifies against a
 * throwaway hash anyway, so the answer takes as long as for a real account.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hash(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** A strong random password that also satisfies the sign-up rule (for generated admin accounts). */
export function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(18).toString('base64url');
    if (Password.safeParse(candidate).success) return candidate;
  }
}
