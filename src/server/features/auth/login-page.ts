import { PASSWORD_MIN_LENGTH } from '@core/auth';

export type AuthMode = 'signin' | 'register';

export interface AuthPageState {
  mode: AuthMode;
  error?: string | undefined;
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function field(options: {
  id: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string | undefined;
  required?: boolean;
  hint?: string;
  minLength?: number;
}): string {
  const hintId = `${options.id}-hint`;
  return `
      <div class="field">
        <label for="${options.id}">${options.label}${options.required ? '' : ' <span class="optional">(optional)</span>'}</label>
        <input id="${options.id}" name="${options.id}" type="${options.type}" autocomplete="${options.autocomplete}"${
          options.value ? ` value="${escapeHtml(options.value)}"` : ''
        }${options.required ? ' required' : ''}${options.minLength ? ` minlength="${options.minLength}"` : ''}${
          options.hint ? ` aria-describedby="${hintId}"` : ''
        } maxlength="254">
        ${options.hint ? `<p class="hint" id="${hintId}">${options.hint}</p>` : ''}
      </div>`;
}

/**
 * The sign-in and create-account page. Plain HTML forms, so it works before any script loads,
 * with the keyboard, and at phone width.
 */
export function renderAuthPage(state: AuthPageState): string {
  const register = state.mode === 'register';
  const title = register ? 'Create account' : 'Sign in';
  const nameFields = register
    ? field({
        id: 'firstName',
        label: 'First name',
        type: 'text',
        autocomplete: 'given-name',
        value: state.firstName,
      }) +
      field({
        id: 'lastName',
        label: 'Last name',
        type: 'text',
        autocomplete: 'family-name',
        value: state.lastName,
      })
    : '';
  const error = state.error
    ? `<div class="error" role="alert" id="form-error">${escapeHtml(state.error)}</div>`
    : '';
  const switcher = register
    ? `Already have an account? <a href="/api/login">Sign in</a>`
    : `New to Cairn? <a href="/api/login?mode=register">Create account</a>`;

  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title} · Cairn</title>
  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="/api/login/styles.css">
  <script src="/api/login/time-zone.js" defer></script>
</head>
<body>
  <main class="card" aria-labelledby="heading">
    <a class="brand" href="/"><img class="logo" src="/favicon.svg" alt="" width="40" height="40"><span><strong>Cairn</strong><small>Professional Pain Management</small></span></a>
    <h1 id="heading">${title}</h1>
    ${error}
    <form method="post" action="${register ? '/api/register' : '/api/login'}"${state.error ? ' aria-describedby="form-error"' : ''}>
      ${nameFields}
      ${field({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: state.email, required: true })}
      ${field({
        id: 'password',
        label: 'Password',
        type: 'password',
        autocomplete: register ? 'new-password' : 'current-password',
        required: true,
        ...(register
          ? { hint: `At least ${PASSWORD_MIN_LENGTH} characters.`, minLength: PASSWORD_MIN_LENGTH }
          : {}),
      })}
      <input type="hidden" name="timeZone" id="timeZone" value="">
      <button type="submit">${title}</button>
    </form>
    <p class="switch">${switcher}</p>
    <p class="back"><a href="/">Back to home</a></p>
  </main>
</body>
</html>`;
}

export const AUTH_PAGE_SCRIPT = `(function () {
  var input = document.getElementById('timeZone');
  try { if (input) input.value = Intl.DateTimeFormat().resolvedOptions().timeZone || ''; } catch (e) {}
})();
`;

export const AUTH_PAGE_STYLES = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem 1rem;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:linear-gradient(160deg,#f0fdfa,#eff6ff)}
.card{width:100%;max-width:26rem;background:#fff;border-radius:1rem;padding:2rem 1.5rem;box-shadow:0 10px 30px rgba(15,23,42,.08);border:1px solid #e2e8f0}
.brand{display:flex;align-items:center;gap:.75rem;color:inherit;text-decoration:none;margin-bottom:1.5rem}
.brand strong{display:block;font-size:1.25rem}.brand small{display:block;color:#475569;font-size:.8rem}
.logo{width:2.5rem;height:2.5rem;border-radius:.75rem}
h1{font-size:1.5rem;margin:0 0 1rem}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.35rem}
.optional{font-weight:400;color:#475569}
input[type=email],input[type=password],input[type=text]{width:100%;font:inherit;font-size:1rem;padding:.7rem .8rem;border:1px solid #94a3b8;border-radius:.5rem;background:#fff;color:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.hint{margin:.35rem 0 0;color:#475569;font-size:.875rem}
button{width:100%;font:inherit;font-weight:600;font-size:1rem;padding:.8rem;border:0;border-radius:.5rem;background:#0f766e;color:#fff;cursor:pointer;margin-top:.25rem}
button:hover{background:#115e59}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:.5rem;padding:.75rem;margin-bottom:1rem}
.switch,.back{text-align:center;margin:1.25rem 0 0;color:#334155}.back{margin-top:.75rem;font-size:.9rem}
a{color:#0f766e;font-weight:600}
`;
