// The catalogue parts the build makes from src/shared/i18n/messages (vite.config.ts, `precompiledCatalogues`).
declare module 'virtual:catalogue/*' {
  const messages: Record<string, string>;
  export default messages;
}
