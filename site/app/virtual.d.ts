declare module 'virtual:orchestra/config' {
  const config: import('./client-config.ts').ClientConfig;
  export default config;
}
declare module 'virtual:orchestra/server-pages' {
  /** Every page module by route, for the prerenderer (server build only). */
  const pages: Record<string, () => Promise<import('./types.ts').PageModule>>;
  export default pages;
}
