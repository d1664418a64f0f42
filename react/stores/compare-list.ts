import * as z from 'zod/mini';
import { COMPARE_LIMIT, COMPARE_LIST_STORAGE_KEY } from '../../shared/constants.ts';

/**
 * The products chosen for comparison (spec §1 "browse … and compare"). Kept in
 * sessionStorage, as owned SKUs are (spec §3 "Client storage"), so the choice
 * follows the shopper from one listing page to the next in this tab and is
 * forgotten with the tab. Each entry carries what the compare bar shows (name,
 * picture, link), because the product may have been chosen on another page.
 */
export interface ComparedProduct {
  id: number;
  name: string;
  image: string;
  url: string;
}

const entrySchema = z.object({
  id: z.number().check(z.int(), z.gte(1)),
  name: z.string().check(z.maxLength(300)),
  image: z.string().check(z.maxLength(2000)),
  url: z.string().check(z.maxLength(2000)),
});
const listSchema = z.array(z.unknown());

const listeners = new Set<() => void>();
let cache: { raw: string | null; list: readonly ComparedProduct[] } | null = null;

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(COMPARE_LIST_STORAGE_KEY);
  } catch {
    return null; // storage can be blocked: the list then lives as long as the page
  }
}

/** Parses what was stored; anything malformed is dropped entry by entry, never thrown. */
export function parseCompareList(raw: string | null): ComparedProduct[] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  const entries = listSchema.safeParse(json);
  if (!entries.success) return [];
  const seen = new Set<number>();
  const list: ComparedProduct[] = [];
  for (const entry of entries.data) {
    const parsed = entrySchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    list.push(parsed.data);
  }
  return list.slice(0, COMPARE_LIMIT);
}

let memory: readonly ComparedProduct[] = [];

/** The chosen products, in the order they were chosen (a stable array while nothing changes). */
export function readCompareList(): readonly ComparedProduct[] {
  const raw = readRaw();
  if (raw === null && cache === null) return memory;
  if (cache && cache.raw === raw) return cache.list;
  cache = { raw, list: parseCompareList(raw) };
  return cache.list;
}

/** Replaces the list (cut to the limit) and tells every subscriber. */
export function writeCompareList(list: readonly ComparedProduct[]): void {
  const next = list.slice(0, COMPARE_LIMIT);
  const raw = JSON.stringify(next);
  memory = next;
  try {
    sessionStorage.setItem(COMPARE_LIST_STORAGE_KEY, raw);
    cache = { raw, list: next };
  } catch {
    cache = null;
  }
  for (const listener of listeners) listener();
}

export function subscribeCompareList(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
