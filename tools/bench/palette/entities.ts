// Generated palette entries for the bench: people, apps, websites, endpoints and pages in the shapes
// the registry produces (title, subtitle, keywords), from a seeded random so every run sees the same.
import type { Command } from '../../../src/commands/types';

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret', 'Ken', 'Barbara', 'Dennis', 'Frances', 'John', 'Radia', 'Tim', 'Hedy', 'Edsger', 'Katherine', 'Donald', 'Shafi', 'Leslie', 'Sophie', 'Niklaus'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Torvalds', 'Hamilton', 'Thompson', 'Liskov', 'Ritchie', 'Allen', 'McCarthy', 'Perlman', 'Berners-Lee', 'Lamarr', 'Dijkstra', 'Johnson', 'Knuth', 'Goldwasser', 'Lamport', 'Wilson', 'Wirth'];
const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'Finance', 'Legal', 'Support', 'Operations', 'Design'];
const APPS = ['Slack', 'Dropbox', 'Notion', 'Figma', 'ChatGPT', 'Claude', 'Gemini', 'Zoom', 'Salesforce', 'HubSpot', 'Asana', 'Trello', 'Jira', 'Confluence', 'GitHub', 'GitLab', 'Box', 'WeTransfer', 'Canva', 'Miro'];
const CATEGORIES = ['Collaboration', 'File Sharing', 'Generative AI', 'Productivity', 'CRM', 'Developer Tools', 'Design'];
const DEVICE_PREFIX = ['MBP', 'WIN-LAPTOP', 'LNX-WS', 'MBA', 'WIN-DESK'];
const MENU = ['Inventory › Endpoint SWG › SaaS Apps', 'Inventory › FLEET › Users', 'Inventory › FLEET › Endpoints', 'Policies › Endpoint SWG › Websites', 'Admin › MANAGEMENT › Groups'];

export function generateEntities(count: number, seed = 42): Command[] {
  const random = mulberry32(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const out: Command[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 5;
    const n = String(i).padStart(5, '0');
    if (kind === 0 || kind === 1) {
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      out.push({ kind: 'navigate', id: `person:${i}`, scope: 'people', badge: 'Person', title: `${name} ${n}`, subtitle: `${name.toLowerCase().replace(/\s+/g, '.')}${i}@acme.test · ${pick(DEPARTMENTS)}`, keywords: [pick(DEPARTMENTS)], href: `/users?q=${i}` });
    } else if (kind === 2) {
      const app = `${pick(APPS)} ${pick(['Enterprise', 'Teams', 'Pro', 'Business', 'Labs'])} ${n}`;
      out.push({ kind: 'navigate', id: `app:${i}`, scope: 'pages', badge: 'App', title: app, subtitle: pick(CATEGORIES), keywords: ['sanctioned', 'saas'], href: `/saas-users/${i}` });
    } else if (kind === 3) {
      out.push({ kind: 'navigate', id: `endpoint:${i}`, scope: 'endpoints', badge: 'Endpoint', title: `${pick(DEVICE_PREFIX)}-${n}`, subtitle: `${pick(['macOS 15', 'Windows 11', 'Ubuntu 24.04'])} · ${pick(FIRST)} ${pick(LAST)}`, href: `/endpoint-details/${i}` });
    } else {
      out.push({ kind: 'navigate', id: `site:${i}`, scope: 'pages', badge: 'Website', title: `${pick(['docs', 'app', 'portal', 'mail', 'files'])}.${pick(APPS).toLowerCase()}-${n}.com`, subtitle: pick(MENU), keywords: [pick(CATEGORIES)], href: `/websites-users/${i}` });
    }
  }
  return out;
}

/** What an admin types, one character at a time. */
export const TYPED_QUERIES = ['ada lovelace', 'slack enterprise', 'mbp-0042', 'docs.dropbox', 'grace hop', 'chatgpt', 'engineering', 'lnx ws 01'] as const;
