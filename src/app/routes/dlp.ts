import { copyPasteFilters, dataFilters, discoveredDataFilters, sensitiveFileFilters } from './filters';
import { g } from './gates';
import { inGroup } from './resolve';

export const dlpRoutes = inGroup({ spec: 'part 2 §2.6 DLP', gate: g.inventoryDlp }, [
  { id: 'sensitive-data-ext', path: '/sensitive-data-ext', title: 'Browser Extension Sensitive Data' },
  { id: 'sensitive-data', path: '/sensitive-data', filters: sensitiveFileFilters, title: 'Sensitive Data', help: 'inventory-discovered-sensitive-data' },
  { id: 'Sensitive-data-groups', path: '/Sensitive-data-groups', title: 'Data Activity Policies', help: 'config-sensitive-data', gate: g.policiesDlp, keywords: ['sensitive data groups'] },
  { id: 'add-new-policy', path: '/add-new-policy/:type/:id?', title: 'Data Activity Policy', help: 'config-sensitive-data', gate: g.policiesDlp },
  { id: 'sensitive-activity', path: '/sensitive-activity', title: 'Sensitive Activity' },
  { id: 'copy-paste-activity', path: '/copy-paste-activity', filters: copyPasteFilters, title: 'Data Activity', keywords: ['copy paste', 'clipboard'] },
  { id: 'source-code', path: '/source-code', filters: dataFilters, title: 'Source Code' },
  { id: 'dlp-endpoints', path: '/dlp-endpoints', filters: discoveredDataFilters, title: 'Discovered Data', help: 'inventory-discovered-sensitive-data', keywords: ['dlp endpoints', 'sensitive files'] },
  { id: 'dlp-endpoint-details', path: '/dlp-endpoint-details/:deviceId', filters: sensitiveFileFilters, title: 'Discovered Data on Endpoint', help: 'inventory-discovered-sensitive-data' },
  { id: 'scan-history', path: '/scan-history/:fileId', title: 'Scan History', help: 'inventory-discovered-sensitive-data' },
  { id: 'data-details', path: '/data-details/:id', filters: sensitiveFileFilters, title: 'Data Details', help: 'inventory-discovered-sensitive-data' },
  { id: 'file-details', path: '/file-details/:id', title: 'File Details', help: 'inventory-discovered-sensitive-data' },
  { id: 'data-exfiltration', path: '/data-exfiltration', title: 'Sensitive Data Policies', help: 'config-sensitive-data', gate: g.policiesDlp, keywords: ['data exfiltration'] },
  { id: 'update-LLM', path: '/update-LLM/:name?', title: 'LLM Detection', help: 'config-sensitive-data', gate: g.policiesDlp },
  { id: 'data-exfiltration-steps', path: '/data-exfiltration-steps', title: 'Data Exfiltration Setup', help: 'config-sensitive-data', gate: g.policiesDlp },
  { id: 'update-steps', path: '/update-steps/:name?', title: 'Update Data Exfiltration Setup', help: 'config-sensitive-data', gate: g.policiesDlp },
  { id: 'add-new-folder-steps', path: '/add-new-folder-steps', title: 'Folder Setup', gate: g.policiesDlp },
  { id: 'add-new-token', path: '/add-new-token', title: 'Add Token', gate: g.policiesDlp },
  { id: 'add-new-hash', path: '/add-new-hash', title: 'Add File Hash', gate: g.policiesDlp },
  { id: 'file-hash', path: '/file-hash/:id?', title: 'File Hash', gate: g.policiesDlp },
  { id: 'token-hashes', path: '/token-hashes/:id?', title: 'Token Hashes', gate: g.policiesDlp },
  { id: 'add-custom-data', path: '/add-custom-data/:id?', title: 'Custom Data', help: 'config-sensitive-data', gate: g.policiesDlp },
  { id: 'add-custom-data-steps', path: '/add-custom-data-steps', title: 'Custom Data Setup', gate: g.policiesDlp },
  { id: 'add-new-folder', path: '/add-new-folder/:id?', title: 'Monitored Folder', gate: g.policiesDlp },
  { id: 'add-new-system-dictionary', path: '/add-new-system-dictionary/:id?', title: 'System Dictionary', help: 'config-sensitive-data', gate: g.policiesDlp },
  { id: 'add-new-system-dictionary-steps', path: '/add-new-system-dictionary-steps', title: 'System Dictionary Setup', gate: g.policiesDlp },
]);
