declare module 'virtual:orchestra/config' {
  const config: import('./client-config.ts').ClientConfig;
  export default config;
}
declare module 'virtual:orchestra/server-pages' {
  /** Every page module by route, for the prerenderer (server build only). */
  const pages: Record<string, () => Promise<import('./types.ts').PageModule>>;
  export default pages;
}
declare module 'virtual:orchestra/specs' {
  /** The three OpenAPI documents with their examples inlined, for the in-page sandbox and try-it. */
  const specs: Record<import('../../schemas/spec-types.ts').ApiName, import('../../schemas/spec-types.ts').JsonObject>;
  export default specs;
}
