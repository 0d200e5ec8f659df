import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults; behind a service so that tests and the CLI share one policy. */
@Injectable()
export class PasswordHasher {
  // Verifying against this when no account exists keeps the answer time the same, so timing reveals no address.
  private readonly decoy = hash('decoy-password-for-timing');

  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (!passwordHash) {
      await verify(await this.decoy, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  }
}
