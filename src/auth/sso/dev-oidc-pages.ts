// The development provider's own pages: plain HTML (they are served outside Nest and Inertia), in the site's
// colours and type so that trying single sign-on locally feels like the product.

import { escapeHtml, htmlDocument } from '../../common/html.js';

const STYLES = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#fbf7ef;color:#111;
  font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;
  -webkit-font-smoothing:antialiased}
.band{position:absolute;inset:0 0 auto 0;height:14rem;background:#111}
header{position:relative;display:flex;align-items:center;gap:.75rem;padding:1.25rem 1.5rem;color:#fff;
  font-family:ui-serif,'Iowan Old Style','Palatino Linotype',Palatino,Georgia,Cambria,serif;font-weight:600;font-size:1.05rem}
header svg{width:2.25rem;height:2.25rem;flex:none}
main{position:relative;flex:1;display:flex;align-items:flex-start;justify-content:center;padding:1.5rem 1rem 3rem}
.card{width:100%;max-width:28rem;background:#fff;border-radius:1.5rem;padding:1.5rem;
  box-shadow:0 25px 50px -12px rgba(17,17,17,.25);outline:1px solid #efe7d8}
@media (min-width:640px){main{padding-top:3rem}.card{padding:2.5rem}.band{height:18rem}}
.eyebrow{margin:0;font-size:.75rem;font-weight:600;letter-spacing:.22em;text-transform:uppercase;color:#57524b}
.eyebrow span{display:inline-block;width:2rem;height:1px;margin-right:.75rem;background:#f2b400;vertical-align:middle}
h1{margin:.75rem 0 0;font-family:ui-serif,'Iowan Old Style','Palatino Linotype',Palatino,Georgia,Cambria,serif;
  font-size:1.875rem;line-height:1.2;font-weight:600;letter-spacing:-.01em}
.lead{margin:.75rem 0 0;color:#57524b;line-height:1.5}
form{margin:0}
.field{margin-top:2rem}
label{display:block;font-size:.875rem;font-weight:600}
input{display:block;width:100%;height:3rem;margin-top:.5rem;padding:0 1rem;border:1px solid rgba(17,17,17,.25);
  border-radius:.75rem;background:#fff;color:#111;font:inherit;font-size:1rem}
input[aria-invalid=true]{border-color:#b42318;background:#fef3f2}
.hint{margin:.5rem 0 0;font-size:.875rem;line-height:1.45;color:#57524b}
.error{margin:.5rem 0 0;font-size:.875rem;line-height:1.45;font-weight:600;color:#b42318}
.actions{margin-top:1.75rem;display:flex;flex-direction:column;gap:.75rem}
button,.button{display:inline-flex;align-items:center;justify-content:center;width:100%;height:3.25rem;padding:0 1.75rem;
  border:0;border-radius:9999px;font:inherit;font-weight:600;letter-spacing:.02em;cursor:pointer;text-decoration:none}
.primary{background:#ffc629;color:#111}.primary:hover{background:#f2b400}
.quiet{background:transparent;color:#111;height:2.75rem}.quiet:hover{background:rgba(17,17,17,.05)}
:where(a,button,input):focus-visible{outline:2px solid #111;outline-offset:0;box-shadow:0 0 0 5px #ffc629}
.note{margin:1.75rem 0 0;padding:1rem;border-radius:.75rem;background:#fbf7ef;font-size:.875rem;line-height:1.5;color:#57524b}
.note strong{color:#111}
`;

const BRAND_MARK = `<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="9" fill="#FFC629"/><path d="M11 23.5v-5.7a4.3 4.3 0 1 1 2.6-7.9 4.4 4.4 0 0 1 4.8 0A4.3 4.3 0 1 1 21 17.8v5.7z" fill="#fff" stroke="#111" stroke-width="1.7" stroke-linejoin="round"/><path d="M11 20.5h10" stroke="#111" stroke-width="1.7" stroke-linecap="round"/></svg>`;

function layout(title: string, appName: string, body: string): string {
  return htmlDocument(
    `<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} · ${escapeHtml(appName)}</title>
<style>${STYLES}</style>`,
    `<body>
<div class="band" aria-hidden="true"></div>
<header>${BRAND_MARK}<span>${escapeHtml(appName)}</span></header>
<main><div class="card">${body}</div></main>
</body>`,
  );
}

export interface SignInPageOptions {
  appName: string;
  /** Where the form posts (the interaction's own address). */
  action: string;
  /** Who the app is signing in: "contestants", "judges" or "administrators", when it can be told. */
  audienceLabel: string | null;
  email: string;
  error: string | null;
  companyDomains: string[];
}

/** The development provider's sign-in: any address, no password. */
export function devSignInPage(options: SignInPageOptions): string {
  const { action, email, error } = options;
  const domains = options.companyDomains
    .map((domain) => `<strong>@${escapeHtml(domain)}</strong>`)
    .join(', ');
  const lead = options.audienceLabel
    ? `Signing in to the ${escapeHtml(options.audienceLabel)}' area. This page stands in for the company's single sign-on while the site runs outside production.`
    : `This page stands in for the company's single sign-on while the site runs outside production.`;
  return layout(
    'Development sign-in',
    options.appName,
    `<p class="eyebrow"><span></span>Development provider</p>
<h1>Single sign-on</h1>
<p class="lead">${lead}</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
  <div class="field">
    <label for="email">Development sign-in: any e-mail address</label>
    <input id="email" name="email" type="email" autocomplete="email" required autofocus
      value="${escapeHtml(email)}" aria-describedby="${error ? 'email-error' : 'email-hint'}"${error ? ' aria-invalid="true"' : ''}>
    ${
      error
        ? `<p class="error" id="email-error">${escapeHtml(error)}</p>`
        : `<p class="hint" id="email-hint">No password: you are signed in as the address you type.</p>`
    }
  </div>
  <div class="actions">
    <button class="primary" type="submit">Continue</button>
    <button class="quiet" type="submit" formaction="${escapeHtml(action)}/abort" formnovalidate>Cancel</button>
  </div>
</form>
${domains ? `<p class="note">Company addresses (${domains}) sign in as employees. Judges and administrators need an enabled account set to single sign-on.</p>` : ''}`,
  );
}

/** Shown when the provider cannot go on (an expired sign-in, a bad request from a client). */
export function devProblemPage(options: {
  appName: string;
  title: string;
  message: string;
  backUrl: string;
}): string {
  return layout(
    options.title,
    options.appName,
    `<p class="eyebrow"><span></span>Development provider</p>
<h1>${escapeHtml(options.title)}</h1>
<p class="lead">${escapeHtml(options.message)}</p>
<div class="actions"><a class="button primary" href="${escapeHtml(options.backUrl)}">Back to the site</a></div>`,
  );
}
