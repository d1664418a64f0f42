import { defineConfig } from 'vite';

// Builds the storefront bundle into the theme's assets/dist/ (a Stencil theme's place for it):
//   theme-bundle.main.js            the page bootstrap (every page; no React)
//   theme-bundle.chunk.{id}.js      one script group per page type (spec §2)
//   theme-bundle.element.{tag}.js   one chunk per element, loaded when its tag is needed
//   theme-bundle.shared-react.js    React, react-dom and r2wc, shared by every element
//   theme-bundle.shared-runtime.js  zod/mini, the attribute layer and the API client, likewise
//   theme-bundle.shared-{name}.js   other code shared between chunks (zod, the stores)
const groupFile = /\/elements\/groups\/([a-z-]+)\.ts$/;
const elementFile = /\/elements\/(store-[a-z-]+)\.ts$/;

export default defineConfig({
  base: './',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'markup-examples/assets/dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: true,
    // The module graph, for the bundle-weight benchmark.
    manifest: true,
    rolldownOptions: {
      input: { main: 'elements/bootstrap.ts' },
      preserveEntrySignatures: 'allow-extension',
      output: {
        format: 'es',
        minify: true,
        entryFileNames: 'theme-bundle.[name].js',
        // Every chunk is loaded when its code is about to run (an element's chunk
        // when its tag is needed, React with the first element), so Chromium is
        // told to compile all of a chunk's functions as it loads it, rather than
        // each on its first call during the first render. V8's explicit compile
        // hint; other engines read a comment.
        postBanner: '//# allFunctionsCalledOnLoad',
        chunkFileNames(chunk) {
          const id = chunk.facadeModuleId ?? '';
          const group = groupFile.exec(id);
          if (group) return `theme-bundle.chunk.${group[1]}.js`;
          const element = elementFile.exec(id);
          if (element) return `theme-bundle.element.${element[1]}.js`;
          return 'theme-bundle.shared-[name].js';
        },
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/, priority: 20 },
            // What elements share on top of React: the element wrapper, server content, the
            // React hooks. Each is a few hundred bytes; as chunks of their own, a product
            // page made a dozen more requests, each costing main-thread time as it starts.
            {
              name: 'elements',
              // (shared/inert-html.ts is the inert parser server-html uses, and the form answers too.)
              test: /elements[\\/]store-element\.ts$|react[\\/](server-content|server-html|hooks)[\\/]|shared[\\/]inert-html\.ts$/,
              priority: 15,
              includeDependenciesRecursively: false,
            },
            // The modal, the alert and the product form's after-add dialogs: four chunks of
            // 0.7–4 KB, which the first add to cart fetched at once from its click handler
            // (a request and a preload link each). One chunk, one request.
            {
              name: 'modal',
              test: /react[\\/]modal[\\/](Modal|open-modal|alert)\.tsx$|react[\\/]product-form[\\/]dialogs\.tsx$/,
              priority: 12,
              includeDependenciesRecursively: false,
            },
            // What every React element needs besides React: zod/mini, the attribute
            // layer, the API client and the page context. Shared, so no element carries it alone.
            {
              name: 'runtime',
              // (request.ts reads the page context: both here, or the chunks import each other in a cycle)
              // The small platform calls and stores that several elements share go along (same reason as above).
              test: /node_modules[\\/]zod[\\/]|shared[\\/]attributes\.ts$|react[\\/]api[\\/](request|cart|product|cart-preview)\.ts$|react[\\/]stores[\\/]|shared[\\/]store-context\.ts$|react[\\/]navigation\.ts$/,
              priority: 10,
              // Only these modules: pulling their imports in (constants, the warning
              // helper) would make the page bootstrap import this chunk.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
