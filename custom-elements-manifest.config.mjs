// custom-elements.json is generated, never written by hand. From the JSDoc of
// elements/store-*.ts: @tag, the description (classes and data-state values in
// it), @fires, @cssprop, @slot. From the code: every attribute, read from the
// spec object the element passes to storeElement() (name, type, default and its
// doc comment: scripts/element-docs.mjs), and each event's detail type, read
// from the public event map (shared/events.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readElementAttributes, readEventDetails } from './scripts/element-docs.mjs';

const root = import.meta.dirname;
const elementFiles = readdirSync(path.join(root, 'elements'))
  .filter((name) => /^store-.*\.ts$/.test(name) && !name.endsWith('.test.ts') && name !== 'store-element.ts')
  .map((name) => path.join(root, 'elements', name));

/** Attributes and event types from the code (see above). */
function fromCode() {
  const attributesByTag = readElementAttributes(root, elementFiles);
  const eventDetails = readEventDetails(path.join(root, 'shared/events.ts'));
  return {
    name: 'store-attributes-and-events-from-code',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.tagName) continue;
          const fromSource = attributesByTag.get(declaration.tagName);
          if (fromSource?.plain) {
            // A plain element's JSDoc @attr lines are its one declaration; they must name what it observes.
            const documented = (declaration.attributes ?? []).map((attribute) => attribute.name).sort();
            if (documented.join() !== [...fromSource.observed].sort().join())
              throw new Error(
                `${module.path}: <${declaration.tagName}> documents attributes (${documented.join(', ')}) other than it observes (${fromSource.observed.join(', ')})`,
              );
            for (const attribute of declaration.attributes ?? []) delete attribute.fieldName;
          } else {
            if (declaration.attributes?.length) {
              const names = declaration.attributes.map((attribute) => attribute.name).join(', ');
              throw new Error(
                `${module.path}: <${declaration.tagName}> has @attr JSDoc (${names}); declare each attribute once, in its spec object, with a doc comment`,
              );
            }
            declaration.attributes = (fromSource?.attributes ?? []).map((attribute) => ({
              name: attribute.name,
              type: { text: attribute.type },
              default: attribute.default,
              description: attribute.description,
            }));
          }
          for (const event of declaration.events ?? []) {
            const detail = eventDetails.get(event.name);
            if (detail) event.type = { text: `CustomEvent<${detail}>` };
          }
        }
      }
    },
  };
}

export default {
  globs: ['elements/store-*.ts'],
  exclude: ['elements/**/*.test.ts', 'elements/store-element.ts'],
  outdir: 'dist',
  plugins: [fromCode()],
};
