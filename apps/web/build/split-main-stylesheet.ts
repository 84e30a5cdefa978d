import type { Plugin, Rolldown } from 'vite';

/**
 * About how much of the main stylesheet a browser parses in one task. A pre-rendered page links
 * that sheet after its first paint, and Chromium parses a stylesheet in one task when it arrives:
 * the whole 154 kB was 100–160 ms of Lighthouse's phone CPU, the longest task left on `/providers`.
 */
export const STYLESHEET_PART_BYTES = 40_000;

/**
 * Cuts `css` into consecutive parts of about `partBytes`, each ending after a whole top-level rule
 * or statement, so that the parts linked in order cascade as the whole did. A rule longer than
 * `partBytes` is a part of its own.
 */
export function splitStylesheet(css: string, partBytes: number): string[] {
  const parts: string[] = [];
  let partStart = 0;
  let depth = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      index = end === -1 ? css.length : end + 1;
    } else if (char === '"' || char === "'") {
      index = endOfString(css, index);
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}' || char === ';') {
      if (char === '}') depth -= 1;
      if (depth === 0 && index + 1 - partStart >= partBytes) {
        parts.push(css.slice(partStart, index + 1));
        partStart = index + 1;
      }
    }
  }
  const rest = css.slice(partStart);
  if (rest.trim() || parts.length === 0) parts.push(rest);
  return parts;
}

/** The index of the quote closing the string that opens at `start` (a backslash escapes). */
function endOfString(css: string, start: number) {
  const quote = css[start];
  for (let index = start + 1; index < css.length; index += 1) {
    if (css[index] === '\\') index += 1;
    else if (css[index] === quote) return index;
  }
  return css.length;
}

/** Only the first part may hold them: a browser ignores them after any rule. */
const MUST_COME_FIRST = /@(?:import|charset)\b/;

/**
 * Links the entry's stylesheet as consecutive parts of about STYLESHEET_PART_BYTES (issue 18), in
 * the order of the whole: each part is parsed in a task of its own, and the page's stylesheets
 * still take effect together (app/after-first-paint.ts). Runs before Vite writes index.html, which
 * links the CSS each chunk's metadata names.
 */
export function splitMainStylesheet(partBytes = STYLESHEET_PART_BYTES): Plugin {
  return {
    name: 'carelane-split-main-stylesheet',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      // `index` is the app's entry in vite.config.ts's input (the other, afterFirstPaint, has no CSS).
      // Its stylesheet is in the metadata of its own chunk or of one it imports: the chunk of every
      // module it imports statically (build/chunk-groups.ts, `app`).
      const entry = Object.values(bundle).find(
        (out): out is Rolldown.OutputChunk => out.type === 'chunk' && out.isEntry && out.name === 'index',
      );
      const sheets = (entry ? [entry.fileName, ...entry.imports] : []).flatMap((file) => {
        const out = bundle[file];
        return out?.type === 'chunk' ? [...(out.viteMetadata?.importedCss ?? [])] : [];
      });
      if (!entry || sheets.length !== 1)
        this.error('split-main-stylesheet: the index entry should bring exactly one stylesheet');
      const [sheetFile = ''] = sheets;
      const sheet = bundle[sheetFile];
      if (sheet?.type !== 'asset') this.error(`split-main-stylesheet: ${sheetFile} is not in the bundle`);
      const parts = splitStylesheet(String(sheet.source), partBytes);
      if (parts.slice(1).some((part) => MUST_COME_FIRST.test(part)))
        this.error('split-main-stylesheet: an @import or @charset would land after the first part');
      if (parts.length === 1) return;
      const partFiles = parts.map((source) =>
        this.getFileName(this.emitFile({ type: 'asset', name: 'index.css', source })),
      );
      delete bundle[sheetFile];
      for (const out of Object.values(bundle)) {
        const css = out.type === 'chunk' ? out.viteMetadata?.importedCss : undefined;
        if (!css?.has(sheetFile)) continue;
        const inOrder = [...css].flatMap((file) => (file === sheetFile ? partFiles : [file]));
        css.clear();
        for (const file of inOrder) css.add(file);
      }
    },
  };
}
