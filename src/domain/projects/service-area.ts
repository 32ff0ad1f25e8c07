import type { Address } from '../entities/common.schema';

/**
 * Whether a delivery address lies outside the area the business serves (spec section 9): a French
 * postcode that starts with none of the prefixes, or an address abroad. Such an address is allowed,
 * only flagged, to the client and to the office. An address without a postcode yet is not flagged,
 * nor is any address when the business names no prefix.
 */
export function outsideServiceArea(
  address: Pick<Address, 'zipCode' | 'country'>,
  prefixes: readonly string[],
): boolean {
  const postcode = address.zipCode.trim();
  if (postcode === '' || prefixes.length === 0) return false;
  if (address.country !== 'FR') return true;
  return !prefixes.some((prefix) => postcode.startsWith(prefix));
}
