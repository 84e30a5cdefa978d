import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:theme-variables';
const RESOLVED_ID = `\0${MODULE_ID}`;
const THEME_VARIABLES_STYLE = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/;

/**
 * The CSS variables of the app's theme as MantineProvider writes them, computed at build time.
 * MantineProvider works them out on every first render (both themes' variables, then the defaults
 * taken out): about a seventh of the drawn shop's first pass on a phone (issue 18). The app's
 * providers turn that off and draw this text instead, in the same <style> element.
 */
async function themeVariablesCss(): Promise<string> {
  const [{ MantineProvider }, { createElement }, { renderToStaticMarkup }, { theme }] = await Promise.all([
    import('@mantine/core'),
    import('react'),
    import('react-dom/server'),
    import('../src/app/theme'),
  ]);
  const markup = renderToStaticMarkup(createElement(MantineProvider, { theme, defaultColorScheme: 'light' }));
  const css = THEME_VARIABLES_STYLE.exec(markup)?.[1];
  if (!css) throw new Error('MantineProvider drew no theme variables: has its <style> changed?');
  return css;
}

/**
 * `import themeVariablesCss from 'virtual:theme-variables'`: the text of `themeVariablesCss()`.
 * Read once per process: after editing the theme under `vite dev`, restart the dev server.
 */
export function themeVariables(): Plugin {
  return {
    name: 'carelane-theme-variables',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(await themeVariablesCss())};`;
    },
  };
}
