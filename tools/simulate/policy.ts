// What a simulated agent enforces (issue 5): the policy document it fetched and acknowledged, turned into
// the decisions its traffic needs. Before a device has a document it behaves as the demo seed's history.
import type { PolicyDocument } from '../../src/api/contract/agent';
import { DlpEnforcer } from './dlp';

export type AlertAction = 'Block' | 'Alert' | 'Report';

/** spec part 2 §4: Block stops the app; Block Alert warns the user but lets them in; Report only tells the admins. */
export const ALERT_OF = { Block: 'Block', 'Block Alert': 'Alert', Report: 'Report' } as const satisfies Record<string, AlertAction>;

export interface AppDecision {
  access: 'Sanctioned' | 'Unsanctioned' | 'Unclassified';
  /** set for Unsanctioned apps */
  alert?: AlertAction;
}

export class AgentPolicy {
  readonly version: number;
  private readonly apps: ReadonlyMap<string, AppDecision>;
  private readonly categories: ReadonlySet<string>;
  private readonly websites: ReadonlyMap<string, AlertAction>;
  private readonly bypassed: ReadonlySet<string>;
  private readonly safe: ReadonlySet<string>;
  readonly blockedCategories: readonly string[];
  /** extension ids the account blocks (Browser Policy): the agent removes them */
  readonly blockedExtensions: ReadonlySet<string>;
  /** issue 23: the compliance checks to evaluate and report; null = the agent's default set */
  readonly complianceChecks: PolicyDocument['compliance_checks'] | null;
  /** issue 23: the firewall rules the device enforces */
  readonly firewallRules: NonNullable<PolicyDocument['firewall_rules']>;
  /** issue 21: the enabled DLP policies, applied to what the person pastes and uploads */
  readonly dlp: DlpEnforcer;

  constructor(document: PolicyDocument) {
    this.version = document.version;
    this.apps = new Map(
      document.apps.map((a) => [a.name, a.access_type === 'Unsanctioned' ? { access: a.access_type, alert: ALERT_OF[a.action ?? 'Block'] } : { access: a.access_type }]),
    );
    this.blockedCategories = document.blocked_categories;
    this.categories = new Set(document.blocked_categories);
    this.websites = new Map(document.blocked_websites.map((w) => [w.domain, ALERT_OF[w.action]]));
    this.bypassed = new Set(document.bypassed_domains);
    this.safe = new Set(document.safe_domains ?? []);
    this.blockedExtensions = new Set((document.blocked_extensions ?? []).map((x) => x.extension_id));
    this.complianceChecks = document.compliance_checks ?? null;
    this.firewallRules = document.firewall_rules ?? [];
    this.dlp = new DlpEnforcer(document.dlp_policies ?? []);
  }

  /** A look-alike host raises Typo Squatting unless an admin marked it safe (POST /global-safe-applications). */
  flagsLookalike(host: string): boolean {
    return !this.safe.has(host.toLowerCase().replace(/^www\./, ''));
  }

  app(name: string): AppDecision {
    return this.apps.get(name) ?? { access: 'Unclassified' };
  }

  /** A website visit: a blocked website's own action first, then its category (blocked categories block); bypassed domains are left alone. */
  website(domain: string, category: string): { action: AlertAction; reason: 'Blocked Webapp' | 'Blocked Category' } | null {
    if (this.bypassed.has(domain)) return null;
    const own = this.websites.get(domain);
    if (own) return { action: own, reason: 'Blocked Webapp' };
    return this.categories.has(category) ? { action: 'Block', reason: 'Blocked Category' } : null;
  }
}
