/**
 * The merchant's words for what the docs name otherwise, applied to the query only (the records
 * stay as written). Reviewed data: each entry is a word or phrase a merchant types where the pages
 * use another word for the concept, and `means` lists the words the pages do use (the engine's
 * tests check every one against the real records, so an entry cannot point at nothing).
 *
 * `says` are matched as whole-word phrases in the query; each `means` entry is an alternative
 * (all of its words must appear in a record for it to count as matching that part of the query).
 * Keep entries one-directional and specific: a broad synonym ("charge" → capture) would rank
 * the wrong pages for readers who use the word as the pages do.
 */
export interface SynonymEntry {
  says: readonly string[];
  means: readonly string[];
}

export const MERCHANT_SYNONYMS: readonly SynonymEntry[] = [
  // The pages cancel an authorization with a void and a checkout with an abort.
  { says: ['cancel', 'cancels', 'cancelled', 'canceled', 'cancelling', 'cancellation'], means: ['void', 'abort'] },
  { says: ['reverse', 'reversal', 'release funds', 'release the funds', 'unhold'], means: ['void'] },
  // Capturing is how the pages say "taking" the money.
  { says: ['take payment', 'take a payment', 'take the payment', 'take money', 'collect payment', 'collect the money', 'settle a payment'], means: ['capture'] },
  { says: ['money back', 'refund money', 'reimburse', 'reimbursement', 'give back', 'pay back'], means: ['refund'] },
  { says: ['pre-auth', 'preauth', 'pre-authorization', 'preauthorization', 'pre-authorisation', 'hold funds', 'reserve funds'], means: ['authorization', 'authorize'] },
  // British spelling; the pages are written in American spelling.
  { says: ['authorisation', 'authorisations', 'authorise', 'authorised'], means: ['authorization', 'authorize'] },
  // Stored payment methods: the pages say tokenization, wallet tokens and stored credentials.
  { says: ['card on file', 'saved card', 'saved cards', 'save card', 'save a card', 'save the card', 'remember card', 'stored card', 'store card', 'store a card', 'one click'], means: ['tokenization', 'token', 'stored'] },
  { says: ['recurring', 'subscription', 'subscriptions', 'rebill', 'rebilling', 'installment', 'installments'], means: ['merchant-initiated', 'mit'] },
  // Notifications: the pages say webhook.
  { says: ['callback', 'callbacks', 'notify url', 'notification url', 'ipn'], means: ['webhook'] },
  { says: ['checkout session', 'payment session'], means: ['client session'] },
  { says: ['payment page', 'hosted checkout', 'hpp', 'redirect page'], means: ['hosted page'] },
  { says: ['customer', 'customers', 'buyer', 'buyers', 'consumer', 'consumers'], means: ['shopper'] },
  { says: ['psp', 'psps', 'acquirer', 'acquirers', 'processor', 'processors', 'payment provider', 'gateway'], means: ['partner'] },
  { says: ['sub-merchant', 'merchant account', 'shop id', 'store id'], means: ['entity'] },
  { says: ['test mode', 'test environment', 'staging', 'playground'], means: ['sandbox'] },
  { says: ['double charge', 'charged twice', 'retry safely', 'same request twice'], means: ['idempotency'] },
  { says: ['payout', 'payouts', 'bank transfer'], means: ['settlement'] },
  { says: ['accounting', 'bookkeeping'], means: ['reconcile'] },
  { says: ['error code', 'error codes', 'error format', 'error response', 'error body'], means: ['problem document', 'errors'] },
  { says: ['login', 'log in', 'sign in', 'authenticate'], means: ['access token', 'authentication'] },
  { says: ['3d secure', '3ds2', 'strong customer authentication'], means: ['3ds'] },
  { says: ['tap to pay', 'in store', 'point of sale'], means: ['softpos', 'pos'] },
  { says: ['hmac', 'verify webhook', 'webhook signature'], means: ['signing keys', 'secret header'] },
  { says: ['cents', 'smallest unit'], means: ['minor unit'] },
  { says: ['order id', 'order number'], means: ['order reference'] },
  { says: ['legacy api', 'old api', 'deprecated api'], means: ['v1'] },
  { says: ['remaining amount', 'amount left', 'balance'], means: ['running amounts', 'available'] },
];
