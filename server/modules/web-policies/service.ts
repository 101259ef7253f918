// The web policies' public face (issue 5): blocked website categories and websites (blocks.ts),
// geo-fences and bypassed domains (fences.ts). Every change runs through change.ts: one transaction with
// its audit row and the policy version bump, which a deletion answers.
import type { PolicyChange } from '../../../src/api/contract/web-policies';
import * as blocks from './blocks';
import type { ChangeContext } from './change';
import * as fences from './fences';

export type { ChangeContext } from './change';
export { addBlockedCategory, addBlockedWebsites, countBlockedWebsites, listBlockedCategories, listBlockedWebsites, updateBlockedCategory, updateBlockedWebsite } from './blocks';
export { countBypassed, countGeoFences, getBypassed, getGeoFence, listBypassed, listGeoFences, saveBypassed, saveGeoFence } from './fences';

const answer = (policyVersion: number): PolicyChange => ({ policy_version: policyVersion });

export const deleteBlockedCategory = async (ctx: ChangeContext, name: string) => answer(await blocks.deleteBlockedCategory(ctx, name));
export const deleteBlockedWebsite = async (ctx: ChangeContext, domain: string) => answer(await blocks.deleteBlockedWebsite(ctx, domain));
export const deleteGeoFence = async (ctx: ChangeContext, key: string) => answer(await fences.deleteGeoFence(ctx, key));
export const deleteBypassed = async (ctx: ChangeContext, id: string) => answer(await fences.deleteBypassed(ctx, id));
