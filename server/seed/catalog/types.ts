/** SaaS categories of the catalog; an app may sit in several (the dashboard shows the first, then +N). */
export const SAAS_CATEGORIES = [
  'Gen AI', 'Collaboration', 'Communication', 'Video Conferencing', 'Email', 'File Sharing', 'Storage', 'CRM', 'Sales',
  'Marketing', 'Social Media', 'Developer Tools', 'Cloud Infrastructure', 'Monitoring', 'Project Management', 'Productivity',
  'Office Suite', 'Note Taking', 'Design', 'Analytics', 'Finance', 'Accounting', 'Payments', 'HR', 'Recruiting',
  'Customer Support', 'Security', 'Identity', 'Password Manager', 'IT Management', 'Remote Access', 'VPN', 'E-commerce',
  'Education', 'Legal', 'E-signature', 'Survey', 'Website Builder', 'Video', 'Translation', 'Automation', 'Travel', 'Crypto',
  'Music',
] as const;
export type SaasCategory = (typeof SAAS_CATEGORIES)[number];

export interface CatalogApp {
  name: string;
  /** registrable domains or host names the agent matches a visit against; each belongs to one app */
  domains: readonly string[];
  categories: readonly SaasCategory[];
  genAi: boolean;
  /** slug of node_modules/simple-icons/icons/<slug>.svg, or 'logos-<name>' of @iconify-json/logos; null when neither has the brand */
  icon: string | null;
}

/** Website categories (web filtering); the blocked ones of a company come from this list. */
export const WEBSITE_CATEGORIES = [
  'News', 'Social Networking', 'Shopping', 'Gambling', 'Adult', 'Streaming Media', 'Games', 'Phishing', 'Malware', 'Travel',
  'Sports', 'Search Engines', 'Reference', 'Banking', 'Health', 'Government', 'Job Search', 'Real Estate', 'Food and Dining',
  'Weather', 'Technology', 'Entertainment', 'Proxy Avoidance', 'Peer-to-Peer', 'Dating', 'Weapons', 'Parked Domains',
] as const;
export type WebsiteCategory = (typeof WEBSITE_CATEGORIES)[number];

export interface CatalogWebsite {
  domain: string;
  /** the name the console shows for the site (spec part 2 §2.2: application_name, falling back to domain) */
  name: string;
  category: WebsiteCategory;
}
