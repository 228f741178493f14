/**
 * The redirection-data signing key: an RSA key pair made with WebCrypto (Node 20 and browsers
 * alike), generated on first use. `jwks()` publishes the public half as `GET /v2/signing-jwks`
 * returns it; `sign()` makes a compact JWS (RS256) with the private half. Key generation cannot be
 * seeded, so signatures differ between sandbox instances even with an injected random source.
 */
import type { Ids } from './ids.ts';

export interface SigningKey {
  kty: 'RSA';
  e: string;
  kid: string;
  n: string;
}

export interface Signer {
  jwks(): Promise<{ keys: SigningKey[] }>;
  /** Compact JWS over the JSON of `payload`, header `{alg: RS256, typ: JWT, kid}`. */
  sign(payload: object): Promise<string>;
}

const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  // Chunked: String.fromCharCode(...bytes) overflows the call stack on large inputs.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const encodeJson = (value: object) => base64url(new TextEncoder().encode(JSON.stringify(value)));

export function createSigner(ids: Ids): Signer {
  let keys: Promise<{ key: CryptoKeyPair; publicJwk: SigningKey }> | undefined;
  const load = () =>
    (keys ??= (async () => {
      // The kid is drawn before the first await, so the random sequence does not depend on how
      // long key generation takes (a replayed sandbox issues the same ids).
      const kid = ids.next('sbx-', 8);
      const key = await crypto.subtle.generateKey({ ...ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['sign', 'verify']);
      const jwk = await crypto.subtle.exportKey('jwk', key.publicKey);
      // Only the members the SigningKey schema allows; exportKey adds alg, ext and key_ops.
      return { key, publicJwk: { kty: 'RSA' as const, e: jwk.e ?? '', kid, n: jwk.n ?? '' } };
    })());

  return {
    async jwks() {
      return { keys: [(await load()).publicJwk] };
    },
    async sign(payload) {
      const { key, publicJwk } = await load();
      const input = `${encodeJson({ alg: 'RS256', typ: 'JWT', kid: publicJwk.kid })}.${encodeJson(payload)}`;
      const signature = await crypto.subtle.sign(ALGORITHM, key.privateKey, new TextEncoder().encode(input));
      return `${input}.${base64url(new Uint8Array(signature))}`;
    },
  };
}
