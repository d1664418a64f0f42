import { OWNED_SKUS_STORAGE_KEY } from '../../shared/constants.ts';

// Owned SKUs (spec §3 "Owned SKUs are kept in session storage as a comma list"):
// what the downloads service said this signed-in customer owns, for this tab's session.

export function readOwnedSkus(): string[] {
  try {
    const stored = sessionStorage.getItem(OWNED_SKUS_STORAGE_KEY) ?? '';
    return stored
      .split(',')
      .map((sku) => sku.trim())
      .filter(Boolean);
  } catch {
    return []; // storage can be blocked; the service is asked again
  }
}

/** Adds SKUs the service said are owned. */
export function rememberOwnedSkus(skus: readonly string[]): void {
  const next = [...new Set([...readOwnedSkus(), ...skus])];
  try {
    sessionStorage.setItem(OWNED_SKUS_STORAGE_KEY, next.join(','));
  } catch {
    // see readOwnedSkus
  }
}

/** spec §6: for guests the owned-items cache is cleared. */
export function clearOwnedSkus(): void {
  try {
    sessionStorage.removeItem(OWNED_SKUS_STORAGE_KEY);
  } catch {
    // see readOwnedSkus
  }
}
