import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { domainProblem, normaliseDomain } from '../contestants/whitelisted-domain.rules.js';
import { WhitelistedDomainRepository } from '../contestants/whitelisted-domain.repository.js';
import { CliError } from './cli-error.js';

export interface WhitelistResult {
  /** Created, enabled. */
  added: string[];
  /** Already listed: left as they are, enabled or not. */
  alreadyPresent: { domain: string; isActive: boolean }[];
}

/**
 * The whitelisted e-mail domains of outside businesses, added from the command line. New domains are enabled
 * (the point of adding them here is to let their people in); domains already listed are reported and left
 * unchanged, so re-running an import never re-enables a domain an admin switched off.
 */
@Injectable()
export class WhitelistService {
  constructor(private readonly domains: WhitelistedDomainRepository) {}

  addDomains(rawDomains: string[]): Promise<WhitelistResult> {
    if (rawDomains.length === 0)
      throw new CliError('Give at least one domain, e.g. whitelist:add example.com');
    const problems: string[] = [];
    const domains: string[] = [];
    for (const raw of rawDomains) {
      const domain = normaliseDomain(raw);
      const problem = domainProblem(domain);
      if (problem) problems.push(`  ${problem}`);
      else domains.push(domain);
    }
    if (problems.length > 0) {
      throw new CliError(
        `${problems.length} of ${rawDomains.length} domains ${problems.length === 1 ? 'is' : 'are'} not valid; nothing was added.`,
        problems,
      );
    }
    return this.store(domains);
  }

  /** One domain per line; blank lines and '#' comments (whole lines or line ends) are ignored. */
  importDomains(text: string, fileLabel: string): Promise<WhitelistResult> {
    const problems: string[] = [];
    const domains: string[] = [];
    text.split(/\r\n?|\n/).forEach((rawLine, index) => {
      const content = rawLine.replace(/#.*$/, '').trim();
      if (!content) return;
      const domain = normaliseDomain(content);
      const problem = domainProblem(domain);
      if (problem) problems.push(`  line ${index + 1}: ${problem}`);
      else domains.push(domain);
    });
    if (problems.length > 0) {
      throw new CliError(
        `${fileLabel}: ${problems.length} ${problems.length === 1 ? 'line is' : 'lines are'} not valid; nothing was added.`,
        problems,
      );
    }
    if (domains.length === 0) throw new CliError(`${fileLabel} lists no domains.`);
    return this.store(domains);
  }

  private async store(domains: string[]): Promise<WhitelistResult> {
    const unique = [...new Set(domains)];
    try {
      // Inside the transaction the repository reads and writes through it.
      return await this.domains.inOwnTransaction(async () => {
        const existing = await this.domains.findByDomains(unique);
        const known = new Map(existing.map((row) => [row.domain, row]));
        const added = unique.filter((domain) => !known.has(domain));
        for (const domain of added) this.domains.create({ domain, isActive: true });
        return {
          added,
          alreadyPresent: unique
            .filter((domain) => known.has(domain))
            .map((domain) => ({ domain, isActive: known.get(domain)!.isActive })),
        };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new CliError(
          'One of these domains was added by someone else meanwhile; nothing was added. Run the command again.',
        );
      }
      throw error;
    }
  }
}
