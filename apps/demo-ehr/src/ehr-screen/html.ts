/** Markup already escaped (built by `html`), which `html` inserts as it is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

type Value = SafeHtml | string | number | null | undefined | false | readonly Value[];

const render = (value: Value): string => {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
};

/**
 * A template tag that escapes every interpolated value (record values come from FHIR resources and
 * CDS cards another system wrote), except markup built by `html` itself.
 */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''),
  );
}

/**
 * Readable at 1280 and 390 px: one column that widens to 60rem, tables that become labelled rows on a
 * phone, system fonts. Colours keep WCAG AA contrast on white (the darkest of each hue: #0b4f94
 * links 8.1:1, #7a4a00 warnings 7.2:1, #a3001b alerts 7.6:1, #1f2933 text 14:1).
 */
const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f4f6f8}
header{background:#12355b;color:#fff;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}
header a,header button.link{color:#fff}
header .brand{font-weight:700;font-size:1.1rem;text-decoration:none}
header .tagline{color:#dbe4ee;font-weight:400}
header .signout{margin:0;display:flex;flex-wrap:wrap;gap:.5rem}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
section>h2:first-child{margin-top:0}
caption{text-align:left;padding:0 .5rem .25rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
section,.panel{background:#fff;border:1px solid #d3d9e0;border-radius:6px;padding:1rem;margin:0 0 1rem}
a{color:#0b4f94}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e3e7ec;vertical-align:top}
th{font-weight:600}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}
select,input{font:inherit;padding:.5rem;border:1px solid #5f6b7a;border-radius:4px;min-width:14rem;max-width:100%}
button,.button{font:inherit;display:inline-block;padding:.5rem 1rem;border-radius:4px;border:1px solid #0b4f94;background:#0b4f94;color:#fff;cursor:pointer;text-decoration:none}
button.secondary{background:#fff;color:#0b4f94}
button.link{background:none;border:none;padding:0;text-decoration:underline;color:#0b4f94}
:focus-visible{outline:3px solid #f0a400;outline-offset:2px}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}
.actions form{margin:0}
.muted{color:#4a5562}
.notice{border-left:4px solid #0b4f94;padding:.5rem 1rem;background:#eef4fb}
.card{border:1px solid #d3d9e0;border-left-width:6px;border-radius:6px;padding:.75rem 1rem;margin:.5rem 0;background:#fff}
.card.info{border-left-color:#0b4f94}.card.warning{border-left-color:#7a4a00}.card.critical{border-left-color:#a3001b}
.indicator{font-weight:700;text-transform:uppercase;font-size:.8rem;letter-spacing:.03em}
.info .indicator{color:#0b4f94}.warning .indicator{color:#7a4a00}.critical .indicator{color:#a3001b}
.error{color:#a3001b;font-weight:600}
@media (max-width:40rem){
  table.stack thead{position:absolute;left:-9999px}
  table.stack tr{display:block;border-bottom:1px solid #d3d9e0;padding:.5rem 0}
  table.stack td{display:grid;grid-template-columns:8rem 1fr;gap:.5rem;border:none;padding:.25rem 0}
  table.stack td::before{content:attr(data-label);font-weight:600}
  dl{grid-template-columns:1fr}
  dd{margin-bottom:.5rem}
  select,input{min-width:0;width:100%}
}`;

export interface PageOptions {
  title: string;
  /** The signed-in clinician's name and the form token, for the header's sign-out button. */
  signedIn?: { name: string; csrf: string } | null;
  body: SafeHtml;
}

export function page({ title, signedIn, body }: PageOptions): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Demo EHR</title>
<style>${new SafeHtml(STYLES)}</style>
</head>
<body>
<header>
  <a class="brand" href="/">Demo EHR <span class="tagline">(synthetic patients, not for care)</span></a>
  ${
    signedIn
      ? html`<form method="post" action="/signout" class="signout">
    <span>Signed in as ${signedIn.name}</span>
    <input type="hidden" name="csrf" value="${signedIn.csrf}">
    <button class="link" type="submit">Sign out</button>
  </form>`
      : ''
  }
</header>
<main>
${body}
</main>
</body>
</html>`.value;
}
