/**
 * Id generation from the injected random source, so a seeded sandbox issues the same ids on every
 * run. Prefixes follow the v2 spec (`cs_`, `pay_`, `cap_`, `ref_`, `void_`, `ptx_`); v1 and wallet
 * ids are UUIDs (v1 requires them, the wallet examples look like them).
 */
import type { Random } from './types.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const HEX = '0123456789abcdef';

export interface Ids {
  /** `prefix` then `length` base62 characters: `pay_8Qm2XkT4vN7rLp3a`. */
  next(prefix: string, length?: number): string;
  /** A version 4 UUID. */
  uuid(): string;
}

export function createIds(random: Random): Ids {
  const pick = (alphabet: string) => alphabet[Math.floor(random() * alphabet.length)] ?? alphabet[0]!;
  return {
    next(prefix, length = 16) {
      let id = prefix;
      for (let i = 0; i < length; i++) id += pick(ALPHABET);
      return id;
    },
    uuid() {
      let hex = '';
      for (let i = 0; i < 32; i++) hex += pick(HEX);
      // Version nibble 4 and variant bits 10xx, as RFC 9562 requires of a random UUID.
      const variant = HEX[8 + Math.floor(random() * 4)]!;
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
}
