import { describe, expect, it } from 'vitest';
import { MENU } from '../app/menu';
import { allRoutes, routeById } from '../app/routes/table';
import { childTopics, findTopic, HELP_TOPICS, helpTopicLink, parentTopics, topicById } from './topics';
import help from './help.en.json';
import { HELP_LINKS, SAMPLE_DLP_ENDPOINT_ID } from './help-links';

/** Every [module, group?, item] label path of the left navigation, lower-cased, by route id. */
function menuPaths(): Map<string, string[][]> {
  const paths = new Map<string, string[][]>();
  const add = (routeId: string, path: string[]) => paths.set(routeId, [...(paths.get(routeId) ?? []), path.map((p) => p.toLowerCase())]);
  for (const m of MENU) {
    for (const item of m.items ?? []) for (const id of 'routeId' in item ? [item.routeId] : [item.byCategory, item.byWebsite]) add(id, [m.label, item.label]);
    for (const g of m.groups ?? []) {
      for (const item of g.items) for (const id of 'routeId' in item ? [item.routeId] : [item.byCategory, item.byWebsite]) add(id, [m.label, g.label, item.label]);
    }
  }
  return paths;
}

describe('help topics', () => {
  it('has unique ids and addresses, and texts for every topic', () => {
    expect(new Set(HELP_TOPICS.map((t) => t.id)).size).toBe(HELP_TOPICS.length);
    expect(new Set(HELP_TOPICS.map(helpTopicLink)).size).toBe(HELP_TOPICS.length);
    const texts = help.topics as Record<string, { title: string; subtitle: string; page?: string; flyout?: string }>;
    for (const t of HELP_TOPICS) {
      expect(texts[t.id]?.title, t.id).toBeTruthy();
      expect(texts[t.id]?.subtitle, t.id).toBeTruthy();
      expect(texts[t.id]?.page?.length, t.id).toBeGreaterThan(150);
      expect(texts[t.id]?.flyout?.length, t.id).toBeGreaterThan(40);
      // every {{placeholder}} is a link the help texts are given
      for (const [, name] of `${texts[t.id].page} ${texts[t.id].flyout}`.matchAll(/\{\{(\w+)\}\}/g)) expect(Object.keys(HELP_LINKS), `${t.id}: ${name}`).toContain(name);
      expect(`${texts[t.id].page}${texts[t.id].flyout}`, t.id).not.toMatch(/<[a-z]/i);
    }
    expect(Object.keys(texts).sort()).toEqual(HELP_TOPICS.map((t) => t.id).sort());
  });

  it('covers the topics of spec part 2 §9', () => {
    expect(parentTopics().map((t) => t.name)).toEqual(
      expect.arrayContaining(['alerts', 'reports', 'inventory', 'config', 'integrations', 'logs', 'askciso', 'admin', 'settings']),
    );
    expect(childTopics('alerts').map((t) => t.child)).toEqual(['saas-apps', 'websites']);
    expect(childTopics('reports')).toHaveLength(6);
    expect(childTopics('inventory')).toHaveLength(11);
    expect(childTopics('config')).toHaveLength(9);
    expect(childTopics('integrations')).toHaveLength(6);
    expect(childTopics('logs')).toHaveLength(4);
    expect(childTopics('admin')).toHaveLength(11);
    expect(childTopics('settings')).toHaveLength(7);
  });

  it('names the standards, the three zero-trust steps and the sample DLP endpoint (spec part 2 §9)', () => {
    const all = JSON.stringify(help.topics);
    for (const standard of ['NIST 800-53', 'AC-17', 'SC-8', 'SC-13', 'IA-2', 'SC-7', 'GDPR', 'HIPAA', 'PCI DSS', 'SOC 2', 'ISO 27001', 'CIS']) expect(all).toContain(standard);
    const gateways = help.topics['config-gateways'].page;
    expect(gateways.indexOf('Endpoint IP range')).toBeLessThan(gateways.indexOf('Gateway and key generation'));
    expect(gateways.indexOf('Gateway and key generation')).toBeLessThan(gateways.indexOf('Subnets and policies'));
    expect(HELP_LINKS.dlpEndpoint).toBe(`/dlp-endpoint-details/${SAMPLE_DLP_ENDPOINT_ID}`);
    expect(SAMPLE_DLP_ENDPOINT_ID).toBe(51);
    expect(help.topics['inventory-discovered-sensitive-data'].page).toContain('{{dlpEndpoint}}');
    for (const action of ['Block', 'Block Alert', 'Report']) expect(help.topics['config-saas-apps'].page).toContain(`**${action}**`);
  });

  it('links to the help-centre routes', () => {
    expect(helpTopicLink(topicById('inventory-saas-apps')!)).toBe('/help-center/inventory/saas-apps');
    expect(helpTopicLink(topicById('askciso')!)).toBe('/help-center/askciso');
    expect(findTopic('inventory', 'saas-apps')?.id).toBe('inventory-saas-apps');
    expect(findTopic('inventory', 'nope')).toBeUndefined();
  });

  it("gives the spec's help menu paths", () => {
    expect(topicById('inventory-saas-apps')?.menuPath).toEqual(['Inventory', 'Endpoint SWG', 'SaaS Apps']);
    expect(topicById('inventory-websites')?.menuPath).toEqual(['Inventory', 'Endpoint SWG', 'Websites']);
    expect(topicById('inventory-endpoints')?.menuPath).toEqual(['Inventory', 'Fleet', 'Endpoints']);
    expect(topicById('inventory-users')?.menuPath).toEqual(['Inventory', 'Fleet', 'Users']);
    expect(topicById('admin-endpoints')?.menuPath).toEqual(['Admin', 'Management', 'Endpoints']);
  });

  it('names menu paths the left navigation really has', () => {
    const paths = menuPaths();
    for (const t of HELP_TOPICS) {
      if (!t.routeId || t.menuPath.length < 2) continue;
      expect(paths.get(t.routeId), t.id).toContainEqual(t.menuPath.map((p) => p.toLowerCase()));
    }
  });

  it("is what the route table's help fields point at", () => {
    for (const r of allRoutes) if (r.help) expect(topicById(r.help), r.id).toBeDefined();
    for (const t of HELP_TOPICS) if (t.routeId) expect(routeById(t.routeId).help, t.id).toBe(t.id);
  });
});
