/** The theme's CSS variables as MantineProvider writes them, made at build time (build/theme-variables.ts). */
declare module 'virtual:theme-variables' {
  const css: string;
  export default css;
}
