/** The parts of @bigcommerce/stencil-paper (a CommonJS package without types) the emulator uses. */
declare module '@bigcommerce/stencil-paper' {
  interface PaperRenderer {
    getTranslator(): unknown;
    setTranslator(translator: unknown): void;
  }
  export default class Paper {
    constructor(
      siteSettings: Record<string, unknown>,
      themeSettings: Record<string, unknown>,
      assembler: object,
      rendererType: 'handlebars-v4',
      logger?: Console,
      logLevel?: string,
      params?: { security?: { nonce?: string } },
    );
    getPreProcessor(): (templates: Record<string, string>) => Record<string, string>;
    addTemplates(templates: Record<string, string>): void;
    addTranslations(translations: Record<string, unknown>, acceptLanguage: string): unknown;
    getRenderer(): PaperRenderer;
    render(path: string, context: Record<string, unknown>): Promise<string>;
  }
}

declare module '@bigcommerce/stencil-paper/lib/translator/index.js' {
  const Translator: { create(acceptLanguage: string, translations: Record<string, unknown>, logger?: Console): unknown };
  export default Translator;
}
