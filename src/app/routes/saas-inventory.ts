import { appInventoryFilters, drillDownFilters, genAiUserFilters, websiteInventoryFilters } from './filters';
import { g } from './gates';
import { inGroup } from './resolve';

export const saasRoutes = inGroup({ spec: 'part 2 §2.6 SaaS, websites, gen-AI', gate: g.inventory }, [
  {
    id: 'saas', path: '/saas', filters: appInventoryFilters, title: 'SaaS Apps', help: 'inventory-saas-apps', index: 'saas-list', keywords: ['sanctioned', 'unsanctioned', 'applications'],
    children: [
      { id: 'saas-list', path: 'list', filters: appInventoryFilters, title: 'SaaS Apps List', help: 'inventory-saas-apps' },
      { id: 'saas-graph', path: 'graph', filters: appInventoryFilters, title: 'SaaS Apps Graph', help: 'inventory-saas-apps' },
    ],
  },
  {
    id: 'saas-users', path: '/saas-users/:name', filters: drillDownFilters, title: 'SaaS App Usage', help: 'inventory-saas-apps', index: 'saas-users-list',
    children: [
      { id: 'saas-users-list', path: 'list', filters: drillDownFilters, title: 'SaaS App Users' },
      { id: 'saas-users-endpoint', path: 'endpoint', filters: drillDownFilters, title: 'SaaS App Endpoints' },
      { id: 'saas-users-graph', path: 'graph', filters: drillDownFilters, title: 'SaaS App Usage Graph' },
    ],
  },
  { id: 'saas-users-report', path: '/saas-users-report/:appName/:userName', filters: drillDownFilters, title: 'SaaS App User Report', help: 'inventory-saas-apps' },
  { id: 'saas-endpoint-report', path: '/saas-endpoint-report/:id/:appName', filters: drillDownFilters, title: 'SaaS App Endpoint Report', help: 'inventory-saas-apps' },
  { id: 'bulk-edit-apps', path: '/bulk-edit-apps', title: 'Bulk Edit SaaS Apps', help: 'inventory-saas-apps', gate: g.policies },
  {
    id: 'inventory-websites', path: '/inventory-websites', filters: websiteInventoryFilters, title: 'Websites', help: 'inventory-websites', gate: g.inventoryWithSessions, index: 'inventory-websites-list',
    children: [
      { id: 'inventory-websites-list', path: 'list', filters: websiteInventoryFilters, title: 'Websites List', help: 'inventory-websites' },
      { id: 'inventory-websites-graph', path: 'graph', filters: websiteInventoryFilters, title: 'Websites Graph', help: 'inventory-websites' },
    ],
  },
  {
    id: 'websites-users', path: '/websites-users/:name', filters: drillDownFilters, title: 'Website Usage', help: 'inventory-websites', index: 'websites-users-list',
    children: [
      { id: 'websites-users-list', path: 'list', filters: drillDownFilters, title: 'Website Users' },
      { id: 'websites-users-endpoint', path: 'endpoint', filters: drillDownFilters, title: 'Website Endpoints' },
      { id: 'websites-users-graph', path: 'graph', filters: drillDownFilters, title: 'Website Usage Graph' },
    ],
  },
  { id: 'websites-users-report', path: '/websites-users-report/:appName/:userName', filters: drillDownFilters, title: 'Website User Report', help: 'inventory-websites' },
  { id: 'websites-endpoints-report', path: '/websites-endpoints-report/:id/:appName', filters: drillDownFilters, title: 'Website Endpoint Report', help: 'inventory-websites' },
  {
    id: 'website-categories', path: '/website-categories', filters: drillDownFilters, title: 'Website Categories', help: 'inventory-websites',
    children: [{ id: 'website-categories-graph', path: 'graph', filters: drillDownFilters, title: 'Website Categories Graph' }],
  },
  {
    id: 'categories-users', path: '/categories-users/:name', filters: drillDownFilters, title: 'Category Usage', help: 'inventory-websites',
    children: [{ id: 'categories-users-graph', path: 'graph', title: 'Category Usage Graph' }],
  },
  { id: 'category-users-report', path: '/category-users-report/:appName/:userName', filters: drillDownFilters, title: 'Category User Report', help: 'inventory-websites' },
  {
    id: 'gen-ai-apps', path: '/gen-ai-apps', filters: appInventoryFilters, title: 'Gen AI Apps', help: 'inventory-gen-ai-apps', index: 'gen-ai-list', keywords: ['generative ai', 'llm'],
    children: [
      { id: 'gen-ai-list', path: 'list', filters: appInventoryFilters, title: 'Gen AI Apps List', help: 'inventory-gen-ai-apps' },
      { id: 'gen-ai-graph', path: 'graph', filters: appInventoryFilters, title: 'Gen AI Apps Graph', help: 'inventory-gen-ai-apps' },
    ],
  },
  {
    id: 'gen-ai-users', path: '/gen-ai-users/:name', filters: drillDownFilters, title: 'Gen AI App Usage', help: 'inventory-gen-ai-apps', index: 'gen-ai-users-list',
    children: [
      { id: 'gen-ai-users-list', path: 'list', filters: drillDownFilters, title: 'Gen AI App Users' },
      { id: 'gen-ai-users-endpoints', path: 'endpoints', filters: drillDownFilters, title: 'Gen AI App Endpoints' },
      { id: 'gen-ai-users-graph', path: 'graph', filters: drillDownFilters, title: 'Gen AI App Usage Graph' },
    ],
  },
  { id: 'gen-ai-user-report', path: '/gen-ai-user-report/:appName/:userName', filters: drillDownFilters, title: 'Gen AI User Report', help: 'inventory-gen-ai-apps' },
  { id: 'gen-ai-endpoint-report', path: '/gen-ai-endpoint-report/:id/:appName', filters: drillDownFilters, title: 'Gen AI Endpoint Report', help: 'inventory-gen-ai-apps' },
  { id: 'gen-ai-user', path: '/gen-ai-user', filters: genAiUserFilters, title: 'Gen AI Users', help: 'inventory-gen-ai-apps' },
  { id: 'bulk-edit-ai-apps', path: '/bulk-edit-ai-apps', title: 'Bulk Edit Gen AI Apps', help: 'inventory-gen-ai-apps', gate: g.policies },
]);
