/**
 * The two pages a shopper sees in the sandbox: the hosted payment page
 * (`/entities/{entity_id}/sessions/{session_id}`) and the 3-D Secure challenge page. Plain HTML
 * with a small script that calls the sandbox-only JSON endpoints and follows `redirect_url`.
 */
import type { ClientSessionRecord, PaymentRecord } from './store.ts';
import { ELIGIBLE_SOLUTIONS, TEST_CARDS } from './test-values.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** `4299 EUR` → `42.99 EUR`; JPY has no minor unit. */
function formatAmount(amount: number, currency: string): string {
  return currency === 'JPY' ? `${amount} ${currency}` : `${(amount / 100).toFixed(2)} ${currency}`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Orchestra sandbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}fieldset{margin:0 0 1rem}label{display:block;margin:.25rem 0}[role=alert]{color:#b00020}</style>
</head>
<body>
<main>
<p><strong>Sandbox</strong>: test cards only, no real money moves.</p>
${body}
</main>
</body>
</html>
`;
}

/** Posts the form as JSON to `endpoint`, then follows `redirect_url` or shows the problem's detail. */
function submitScript(endpoint: string, buildBody: string): string {
  return `<script>
document.querySelector('form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const submitter = event.submitter;
  const response = await fetch(${JSON.stringify(endpoint)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(${buildBody}) });
  const data = await response.json();
  if (response.ok && data.redirect_url) location.href = data.redirect_url;
  else document.getElementById('error').textContent = response.ok ? 'Payment ' + data.status + '.' : data.detail + (data.errors ? ' ' + data.errors.map((e) => e.detail).join('; ') : '');
});
</script>`;
}

export function hostedPaymentPage(session: ClientSessionRecord, payEndpoint: string, expiryYear: number): string {
  const amount = formatAmount(session.request.amount, session.request.currency);
  const heading = `<h1>Pay ${escapeHtml(amount)}</h1>\n<p>Order ${escapeHtml(session.request.order.reference)}.</p>`;
  if (session.status !== 'CREATED' && session.status !== 'CHOICE_IN_PROGRESS') {
    return page(`Pay ${amount}`, `${heading}\n<p>This payment session is ${escapeHtml(session.status)}; it accepts no payment.</p>`);
  }
  const solutions = session.eligible
    .map((solution, index) => {
      const value = escapeHtml(`${solution.partner} ${solution.method}`);
      return `<label><input type="radio" name="solution" value="${value}"${index === 0 ? ' checked' : ''}> ${escapeHtml(solution.partner)} · ${escapeHtml(solution.method)}</label>`;
    })
    .join('\n');
  const cardMethods = JSON.stringify(ELIGIBLE_SOLUTIONS.filter((solution) => solution.card).map((solution) => `${solution.partner} ${solution.method}`));
  const cards = TEST_CARDS.map((card) => `<option value="${card.number}">${escapeHtml(card.outcome.summary)}</option>`).join('');
  const body = `${heading}
<form>
<fieldset><legend>Payment method</legend>
${solutions}
</fieldset>
<fieldset><legend>Card (card methods only)</legend>
<label>Card number <input name="number" value="4242424242424242" list="test-cards" inputmode="numeric"></label>
<datalist id="test-cards">${cards}</datalist>
<label>Expiry month <input name="expiry_month" type="number" min="1" max="12" value="12"></label>
<label>Expiry year <input name="expiry_year" type="number" min="2000" max="2100" value="${expiryYear}"></label>
<label>CVC <input name="cvc" value="123" inputmode="numeric"></label>
</fieldset>
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<p id="error" role="alert"></p>
${submitScript(
  payEndpoint,
  `(() => {
    const [partner, method] = form.get('solution').split(' ');
    const card = { number: form.get('number'), expiry_month: Number(form.get('expiry_month')), expiry_year: Number(form.get('expiry_year')), cvc: form.get('cvc') };
    return ${cardMethods}.includes(partner + ' ' + method) ? { partner, method, card } : { partner, method };
  })()`,
)}`;
  return page(`Pay ${amount}`, body);
}

export function challengePage(payment: PaymentRecord, answerEndpoint: string): string {
  const amount = formatAmount(payment.amount, payment.currency);
  const body = `<h1>3-D Secure check</h1>
<p>Your bank asks you to confirm the payment of ${escapeHtml(amount)} (order ${escapeHtml(payment.order.reference)}).</p>
<form>
<button type="submit" name="authenticated" value="true">Authenticate</button>
<button type="submit" name="authenticated" value="false">Fail authentication</button>
</form>
<p id="error" role="alert"></p>
${submitScript(answerEndpoint, `{ authenticated: submitter.value === 'true' }`)}`;
  return page('3-D Secure check', body);
}

export function notFoundPage(message: string): string {
  return page('Not found', `<h1>Not found</h1>\n<p>${escapeHtml(message)}</p>`);
}
