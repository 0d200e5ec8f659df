import type { CliOutput } from '../cli-output.js';
import type { WhitelistResult } from '../whitelist.service.js';

export function printWhitelistResult(out: CliOutput, result: WhitelistResult): void {
  if (result.added.length > 0) out.line(`Added (enabled): ${result.added.join(', ')}`);
  if (result.alreadyPresent.length > 0) {
    const listed = result.alreadyPresent.map(({ domain, isActive }) =>
      isActive ? domain : `${domain} (disabled)`,
    );
    out.line(`Already present, left as they are: ${listed.join(', ')}`);
  }
}
